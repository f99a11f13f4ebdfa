import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Where the shopper is in a multi-step form: done steps ticked, the current one marked for readers. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation('auth');
  return (
    <ol aria-label={t('forget.steps.label')} className="grid grid-cols-3 gap-2">
      {steps.map((label, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <li
            key={label}
            aria-current={active ? 'step' : undefined}
            className="flex min-w-0 flex-col items-center gap-1.5 text-center"
          >
            <span
              className={`grid size-9 place-items-center rounded-full text-sm font-bold transition-colors ${
                active
                  ? 'bg-accent text-white shadow-soft'
                  : done
                    ? 'bg-mint text-leaf'
                    : 'bg-cream text-ink-soft ring-1 ring-line'
              }`}
            >
              {done ? <Check className="size-4" aria-hidden="true" /> : number}
            </span>
            <span className={`text-xs leading-tight ${active ? 'font-bold text-ink' : 'text-ink-soft'}`}>
              {label}
              {done ? <span className="sr-only"> {t('forget.steps.done')}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
