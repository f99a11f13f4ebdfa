// Prices are written the same way in both of the page's languages (en-IN and hi-IN both write Latin
// digits with Indian grouping): ₹1,299, ₹1,23,456, ₹649.50 — contract/rupees.ts, which builds no Intl
// formatter on the first render. Counts likewise (1,23,456).
import { currentLanguage, currentLocale } from '../i18n/language.ts';

export { countText as formatCount, rupeesText as formatRupees } from '../../contract/rupees.ts';

const longDates = new Map<string, Intl.DateTimeFormat>();

/**
 * A day as the shop's clock in India reads it, written long: the en-US long date in English
 * ('November 21, 2026', rules/accounts §9), the hi-IN one in Hindi ('21 नवंबर 2026'); empty when the
 * date cannot be read. One formatter per language, kept.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = currentLanguage() === 'en' ? 'en-US' : currentLocale();
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    longDates.set(locale, format);
  }
  return format.format(date);
}
