import { BadgeCheck, LoaderCircle, Lock } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { COUNTRY_CODE } from '../../../../contract/auth.ts';
import { PINCODE_PATTERN } from '../../../../contract/delivery.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { isRequiredMessage, phoneInput, pincodeInput } from '../address-form.ts';
import { ADDRESS_SAYS, ADDRESS_TEXTS } from '../address-texts.ts';
import type { AddressFormState, PhoneField } from '../use-address-form.ts';
import { AddressTypeRadios } from './AddressTypeRadios.tsx';
import { Field } from './Field.tsx';
import { borderClass, inputClass, textareaClass } from './field-styles.ts';
import { StateCombobox } from './StateCombobox.tsx';

const PHONE_LABELS: Record<PhoneField, () => string> = {
  number: () => ADDRESS_TEXTS.phone,
  alternatenumber: () => ADDRESS_TEXTS.alternatePhone,
};

/**
 * The fields of an address (rules/accounts §2 "Addresses", §5 "Address"), shared by the add form and the
 * edit dialog: one column on a phone, pairs side by side from 768 px.
 */
export function AddressFields({
  state,
  alternateOptional,
  disabled,
}: {
  state: AddressFormState;
  /** The add form takes a blank alternate number; the edit dialog does not. */
  alternateOptional: boolean;
  disabled: boolean;
}) {
  const { form, verify, phoneEdited } = state;
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  // Each empty field names itself; the spec's 'Please fill in all required fields.' is said once.
  const missing = Object.values(errors).some((error) => isRequiredMessage(error?.message));
  const prefixId = useId();
  const pincode = watch('pincode');
  const pincodeValid = PINCODE_PATTERN.test(pincode);
  const lockedNote = verify.locked ? (
    <span className="inline-flex items-center gap-1">
      <Lock className="size-3.5" aria-hidden="true" />
      {ADDRESS_SAYS.autoPopulated}
    </span>
  ) : undefined;

  const phoneField = (name: PhoneField) => (
    <Controller
      control={control}
      name={name}
      rules={{ deps: [name === 'number' ? 'alternatenumber' : 'number'] }}
      render={({ field }) => (
        <Field
          label={
            name === 'alternatenumber' && alternateOptional ? (
              <>
                {PHONE_LABELS[name]()}{' '}
                <span className="font-normal text-ink-soft">{ADDRESS_TEXTS.optional}</span>
              </>
            ) : (
              PHONE_LABELS[name]()
            )
          }
          error={errors[name]?.message}
          describedBy={`${prefixId}-${name}`}
        >
          {(a11y) => (
            <div className="relative flex items-center">
              <span
                id={`${prefixId}-${name}`}
                className="pointer-events-none absolute left-0 flex h-full items-center pl-4 text-[16px] font-semibold text-ink-soft"
              >
                {COUNTRY_CODE}
                <span aria-hidden="true" className="ml-3 h-6 w-px bg-line" />
              </span>
              <input
                {...a11y}
                ref={field.ref}
                name={field.name}
                type="tel"
                inputMode="numeric"
                autoComplete={name === 'number' ? 'tel-national' : 'off'}
                disabled={disabled}
                value={field.value}
                onChange={(event) => {
                  phoneEdited(name);
                  field.onChange(phoneInput(event.target.value));
                }}
                onBlur={field.onBlur}
                className={`${inputClass} ${borderClass(Boolean(errors[name]))} pl-[4.25rem]`}
              />
            </div>
          )}
        </Field>
      )}
    />
  );

  return (
    <div className="grid gap-x-4 gap-y-1 md:grid-cols-2">
      <Field label={ADDRESS_TEXTS.fullName} error={errors.name?.message} className="md:col-span-2">
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            autoComplete="name"
            disabled={disabled}
            className={`${inputClass} ${borderClass(Boolean(errors.name))}`}
            {...register('name')}
          />
        )}
      </Field>

      {phoneField('number')}
      {phoneField('alternatenumber')}

      <Field label={ADDRESS_TEXTS.address} error={errors.address?.message} className="md:col-span-2">
        {(a11y) => (
          <textarea
            {...a11y}
            rows={3}
            autoComplete="street-address"
            disabled={disabled}
            className={`${textareaClass} ${borderClass(Boolean(errors.address))}`}
            {...register('address')}
          />
        )}
      </Field>

      <Field label={ADDRESS_TEXTS.landmark} error={errors.landmark?.message}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            placeholder={ADDRESS_TEXTS.landmarkExample}
            disabled={disabled}
            className={`${inputClass} ${borderClass(Boolean(errors.landmark))}`}
            {...register('landmark')}
          />
        )}
      </Field>

      <Controller
        control={control}
        name="pincode"
        render={({ field }) => (
          <Field
            label={ADDRESS_TEXTS.pincode}
            error={verify.problem ?? errors.pincode?.message}
            note={
              verify.service ? (
                <span
                  data-testid="pincode-service"
                  className={
                    verify.service.tone === 'warning' ? 'font-semibold text-danger' : 'text-ink-soft'
                  }
                >
                  {verify.service.text}
                </span>
              ) : undefined
            }
          >
            {(a11y) => (
              <div className="flex gap-2">
                <input
                  {...a11y}
                  ref={field.ref}
                  name={field.name}
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  disabled={disabled}
                  value={field.value}
                  onChange={(event) => {
                    const next = pincodeInput(event.target.value);
                    field.onChange(next);
                    verify.pincodeChanged(next);
                  }}
                  onBlur={field.onBlur}
                  className={`${inputClass} ${borderClass(Boolean(a11y['aria-invalid']))}`}
                />
                <button
                  type="button"
                  // Announced as unavailable until the pincode is valid, yet still answers a press
                  // with what is wrong (rules/accounts §5), so it is aria-disabled rather than disabled.
                  aria-disabled={!pincodeValid || verify.checking || disabled}
                  onClick={() => {
                    if (!verify.checking && !disabled) void verify.verify();
                  }}
                  className={`${buttonStyles.secondary} h-12 shrink-0 px-4 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:border-line aria-disabled:hover:text-ink`}
                >
                  {verify.checking ? (
                    <>
                      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                      {ADDRESS_TEXTS.verifying}
                    </>
                  ) : verify.locked ? (
                    <>
                      <BadgeCheck className="size-4 text-leaf" aria-hidden="true" />
                      {ADDRESS_TEXTS.verified}
                    </>
                  ) : (
                    ADDRESS_TEXTS.verify
                  )}
                </button>
              </div>
            )}
          </Field>
        )}
      />

      <Field label={ADDRESS_TEXTS.city} error={errors.city?.message} note={lockedNote}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            autoComplete="address-level2"
            readOnly={verify.locked}
            disabled={disabled}
            className={`${inputClass} ${borderClass(Boolean(errors.city))}`}
            {...register('city')}
          />
        )}
      </Field>

      <Controller
        control={control}
        name="state"
        render={({ field }) => (
          <Field label={ADDRESS_TEXTS.state} error={errors.state?.message} note={lockedNote}>
            {(a11y) => (
              <StateCombobox
                control={a11y}
                name={field.name}
                inputRef={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                readOnly={verify.locked || disabled}
              />
            )}
          </Field>
        )}
      />

      <div className="md:col-span-2">
        <Controller
          control={control}
          name="addressType"
          render={({ field }) => (
            <AddressTypeRadios
              value={field.value}
              onChange={field.onChange}
              error={errors.addressType?.message}
              disabled={disabled}
            />
          )}
        />
      </div>
      {missing ? (
        <p role="alert" className="text-sm font-semibold text-danger md:col-span-2">
          {ADDRESS_SAYS.required}
        </p>
      ) : null}
    </div>
  );
}
