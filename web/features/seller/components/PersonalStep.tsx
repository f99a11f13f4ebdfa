import { Controller } from 'react-hook-form';
import { ADDRESS_STATES } from '../../../../contract/address.ts';
import { stateName } from '../../../lib/state-name.ts';
import { phoneInput, pincodeInput } from '../seller-form.ts';
import { SELLER_TEXTS } from '../seller-texts.ts';
import { Field } from './Field.tsx';
import { borderClass, inputClass } from './field-styles.ts';
import { type SellerForm, TextField } from './TextField.tsx';

/** Step 1 'Personal Information': the owner, how to reach them, and the address (checked here too). */
export function PersonalStep({ form, disabled }: { form: SellerForm; disabled: boolean }) {
  return (
    <div className="grid gap-x-4 gap-y-1 md:grid-cols-2">
      <TextField
        form={form}
        name="ownername"
        label={SELLER_TEXTS.ownername}
        autoComplete="name"
        disabled={disabled}
      />
      <TextField
        form={form}
        name="email"
        label={SELLER_TEXTS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        disabled={disabled}
      />
      <TextField
        form={form}
        name="password"
        label={SELLER_TEXTS.password}
        type="password"
        autoComplete="new-password"
        hint={SELLER_TEXTS.passwordHint}
        disabled={disabled}
      />
      <TextField
        form={form}
        name="number"
        label={SELLER_TEXTS.number}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        clean={phoneInput}
        disabled={disabled}
      />
      <TextField
        form={form}
        name="address"
        label={SELLER_TEXTS.address}
        multiline
        autoComplete="street-address"
        disabled={disabled}
        className="md:col-span-2"
      />
      <TextField
        form={form}
        name="city"
        label={SELLER_TEXTS.city}
        autoComplete="address-level2"
        disabled={disabled}
      />
      <Controller
        control={form.control}
        name="state"
        render={({ field, fieldState }) => (
          <Field label={SELLER_TEXTS.state} error={fieldState.error?.message}>
            {(a11y) => (
              <select
                {...a11y}
                ref={field.ref}
                name={field.name}
                value={field.value}
                disabled={disabled}
                autoComplete="address-level1"
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                className={`${inputClass} ${borderClass(Boolean(fieldState.error))} appearance-auto`}
              >
                <option value="">{SELLER_TEXTS.chooseState}</option>
                {ADDRESS_STATES.map((state) => (
                  <option key={state} value={state}>
                    {stateName(state)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      />
      <TextField
        form={form}
        name="pincode"
        label={SELLER_TEXTS.pincode}
        inputMode="numeric"
        autoComplete="postal-code"
        clean={pincodeInput}
        disabled={disabled}
      />
    </div>
  );
}
