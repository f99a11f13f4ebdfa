import * as RadioGroup from '@radix-ui/react-radio-group';
import { Briefcase, House } from 'lucide-react';
import { useId } from 'react';
import { ADDRESS_TYPES, type AddressType } from '../../../../contract/address.ts';
import { ADDRESS_TEXTS } from '../address-texts.ts';
import { labelClass, messageLineClass } from './field-styles.ts';

const CHOICES: Record<AddressType, { label: string; icon: typeof House }> = {
  home: {
    get label() {
      return ADDRESS_TEXTS.home;
    },
    icon: House,
  },
  work: {
    get label() {
      return ADDRESS_TEXTS.work;
    },
    icon: Briefcase,
  },
};

/** Home or work as two pill-shaped radios (arrow keys move between them). */
export function AddressTypeRadios({
  value,
  onChange,
  error,
  disabled,
}: {
  value: AddressType;
  onChange: (value: AddressType) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <span id={id} className={labelClass}>
        Address type
      </span>
      <RadioGroup.Root
        aria-labelledby={id}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onValueChange={(next) => onChange(next as AddressType)}
        disabled={disabled}
        orientation="horizontal"
        className="flex flex-wrap gap-2"
      >
        {ADDRESS_TYPES.map((type) => {
          const { label, icon: Icon } = CHOICES[type];
          return (
            <label
              key={type}
              htmlFor={`${id}-${type}`}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line bg-paper px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-accent has-[[data-state=checked]]:border-accent has-[[data-state=checked]]:bg-accent-soft has-[[data-state=checked]]:text-accent-strong"
            >
              <RadioGroup.Item
                id={`${id}-${type}`}
                value={type}
                className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-ink-soft/50 bg-paper data-[state=checked]:border-accent"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-accent" />
              </RadioGroup.Item>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </label>
          );
        })}
      </RadioGroup.Root>
      <p id={errorId} className={`${messageLineClass} text-danger`}>
        {error ?? ''}
      </p>
    </div>
  );
}
