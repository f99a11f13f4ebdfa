export type AuthMode = 'signin' | 'signup';

const OPTIONS: { mode: AuthMode; label: string }[] = [
  { mode: 'signin', label: 'Sign In' },
  { mode: 'signup', label: 'Sign Up' },
];

/** The landing screen's two toggle buttons (rules/storefront §2): the pressed one is the form shown. */
export function AuthToggle({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Sign in or create an account</legend>
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
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
