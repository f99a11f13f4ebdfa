import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language, LOCALES } from '../../../contract/language.ts';
import { rememberLanguage } from '../../i18n/account-language.ts';

// The header's language switch: one button naming the other language in itself ("हिन्दी" while the shop
// is in English, "English" while it is in Hindi), so a shopper who cannot read the current language still
// finds it. The choice is kept on the device and, when signed in, on the account.

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const current: Language = i18n.language === 'hi' ? 'hi' : 'en';
  const other: Language = current === 'hi' ? 'en' : 'hi';

  async function change() {
    setBusy(true);
    try {
      await rememberLanguage(other);
    } catch {
      // Saving on the account is best effort; the page already shows the new language.
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={change}
      disabled={busy}
      aria-busy={busy}
      lang={LOCALES[other]}
      title={t('language.switchTo', { language: LANGUAGE_NAMES[other] })}
      data-testid="language-switch"
      className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-line bg-paper px-3 text-sm font-semibold text-ink transition-colors hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      <Languages className="size-4" aria-hidden="true" />
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
