import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../../contract/auth.ts';
import type { Gender } from '../profile-form.ts';
import { labelClass } from './fields.ts';

/** Gender as three pill-shaped radios (arrow keys move between them). */
export function GenderRadios({
  value,
  onChange,
  disabled,
}: {
  value: Gender | '';
  onChange: (value: Gender) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('account');
  const labelId = useId();
  return (
    <div>
      <span id={labelId} className={labelClass}>
        {t('profile.details.gender')}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as Gender)}
        disabled={disabled}
        orientation="horizontal"
        className="flex flex-wrap gap-2"
      >
        {GENDERS.map((gender) => (
          <label
            key={gender}
            htmlFor={`${labelId}-${gender}`}
            className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line bg-paper px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-accent has-[[data-state=checked]]:border-accent has-[[data-state=checked]]:bg-accent-soft has-[[data-state=checked]]:text-accent-strong"
          >
            <RadioGroup.Item
              id={`${labelId}-${gender}`}
              value={gender}
              className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-ink-soft/50 bg-paper data-[state=checked]:border-accent"
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-accent" />
            </RadioGroup.Item>
            {t(`profile.details.genders.${gender}`)}
          </label>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
