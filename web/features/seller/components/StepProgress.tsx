import { Check } from 'lucide-react';
import { SELLER_STEP_COUNT, SELLER_STEP_LABELS } from '../../../../contract/seller.ts';
import { SELLER_TEXTS, stepLabel, stepOfText } from '../seller-texts.ts';

/** 'Step n of 3', a bar filled to step/3, and the three step names with the current one marked. */
export function StepProgress({ step }: { step: number }) {
  const percent = Math.round((step / SELLER_STEP_COUNT) * 100);
  return (
    <div className="mb-6">
      <div className="mb-2 flex items-center justify-between text-sm font-semibold text-ink-soft">
        <span>{stepOfText(step, SELLER_STEP_COUNT)}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={SELLER_TEXTS.progress}
        aria-valuemin={1}
        aria-valuemax={SELLER_STEP_COUNT}
        aria-valuenow={step}
        aria-valuetext={stepOfText(step, SELLER_STEP_COUNT)}
        className="h-2 overflow-hidden rounded-full bg-cream"
      >
        <div
          data-testid="step-progress-fill"
          className="h-full rounded-full bg-accent transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ol className="mt-4 grid grid-cols-3 gap-2">
        {SELLER_STEP_LABELS.map((name, index) => {
          const label = stepLabel(index);
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={name}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-center gap-1.5 text-center"
            >
              <span
                aria-hidden="true"
                className={`grid size-9 place-items-center rounded-full text-sm font-bold ring-2 ${
                  done
                    ? 'bg-leaf text-paper ring-leaf'
                    : current
                      ? 'bg-accent text-paper ring-accent'
                      : 'bg-paper text-ink-soft ring-line'
                }`}
              >
                {done ? <Check className="size-4" /> : number}
              </span>
              <span className={`text-xs md:text-sm ${current ? 'font-bold text-ink' : 'text-ink-soft'}`}>
                {label}
                {done ? <span className="sr-only"> {SELLER_TEXTS.done}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
