import { useTranslation } from 'react-i18next';

export type AuthMode = 'signin' | 'signup';

const OPTIONS = [
  { mode: 'signin', label: 'toggle.signIn' },
  { mode: 'signup', label: 'toggle.signUp' },
] as const satisfies readonly { mode: AuthMode; label: string }[];

/** The landing screen's two toggle buttons (rules/storefront §2): the pressed one is the form shown. */
export function AuthToggle({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t('toggle.legend')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-full bg-accent-soft p-1.5">
        {OPTIONS.map((option) => {
          const active = option.mode === mode;
          return (
            <button
              key={option.mode}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(option.mode)}
              className={`h-11 rounded-full text-[15px] font-bold transition-colors ${
                active ? 'bg-accent text-white shadow-soft' : 'text-accent-strong hover:bg-paper/70'
              }`}
            >
              {t(option.label)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
