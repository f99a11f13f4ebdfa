import { type ComponentPropsWithRef, useId } from 'react';
import { focusRing } from '../../ui.tsx';

// A labelled checkbox with a hint under it (react-hook-form's register() props spread onto it).

export function CheckField({
  label,
  hint,
  ...input
}: { label: string; hint: string } & Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        {...input}
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className={`mt-1 size-5 shrink-0 accent-accent ${focusRing}`}
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {hint}
        </p>
      </div>
    </div>
  );
}
