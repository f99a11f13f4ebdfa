import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language, LOCALES } from '../../../../contract/language.ts';
import { rememberLanguage } from '../../../i18n/account-language.ts';

/**
 * Profile → Language: the shop's two languages, each named in itself, as a radio group. The choice
 * shows at once, stays on this device and, when signed in, goes with the account to other devices.
 */
export function LanguageChoice() {
  const { t, i18n } = useTranslation('account');
  const headingId = useId();
  const current: Language = i18n.language === 'hi' ? 'hi' : 'en';
  const [busy, setBusy] = useState(false);

  async function choose(language: Language) {
    if (language === current || busy) return;
    setBusy(true);
    try {
      await rememberLanguage(language);
    } catch {
      // Saving on the account is best effort; the page already shows the new language.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 px-1 text-xs font-bold uppercase tracking-[0.08em] text-ink-soft">
        {t('profile.language.heading')}
      </h2>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-busy={busy}
        className="flex items-center gap-3 rounded-card bg-paper px-4 py-3 shadow-soft ring-1 ring-line/60"
      >
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-sky text-accent-strong"
        >
          <Languages className="size-[18px]" />
        </span>
        {LANGUAGES.map((language) => (
          <label
            key={language}
            lang={LOCALES[language]}
            className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-[15px] font-semibold ${language === current ? 'border-accent bg-accent-soft text-accent-strong' : 'border-line text-ink hover:border-accent'}`}
          >
            <input
              type="radio"
              name="profile-language"
              value={language}
              checked={language === current}
              disabled={busy}
              onChange={() => void choose(language)}
              className="size-4 accent-accent"
            />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </div>
    </section>
  );
}
