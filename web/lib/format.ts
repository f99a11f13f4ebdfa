// Prices are written the same way in both of the page's languages (en-IN and hi-IN both write Latin
// digits with Indian grouping): ₹1,299, ₹1,23,456, ₹649.50 — contract/rupees.ts, which builds no Intl
// formatter on the first render. Counts likewise (1,23,456).
import { currentLanguage, currentLocale } from '../i18n/language.ts';

export { countText as formatCount, rupeesText as formatRupees } from '../../contract/rupees.ts';

// Dates in the en-US long format (rules/accounts §9), as the shop's clock in India reads them.
// In Hindi, the same long date the hi-IN way ('21 नवंबर 2026'). One formatter per language and zone, kept.
const longDates = new Map<string, Intl.DateTimeFormat>();
function longDateFormat(timeZone: 'Asia/Kolkata' | 'UTC'): Intl.DateTimeFormat {
  const locale = currentLanguage() === 'en' ? 'en-US' : currentLocale();
  const key = `${locale}|${timeZone}`;
  let format = longDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone });
    longDates.set(key, format);
  }
  return format;
}

/**
 * A day written long: 'November 21, 2026' in English, '21 नवंबर 2026' in Hindi. An ISO time is read on
 * the shop's clock in India; a calendar day (YYYY-MM-DD) is that day. '' when it is not a date.
 */
export function formatLongDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(day) ? '' : longDateFormat('UTC').format(day);
  }
  const time = Date.parse(value);
  return Number.isNaN(time) ? '' : longDateFormat('Asia/Kolkata').format(time);
}
