import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminCoupon } from '../../../../contract/admin-coupons.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { adminKey } from '../console-keys.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { placeFieldErrors, showRefusal } from '../form-errors.ts';
import { errorClass, Field, FormDialog, focusRing, inputClass, RadioChoice } from '../ui.tsx';
import {
  COUPON_FIELDS,
  type CouponField,
  type CouponFormValues,
  checkCouponForm,
  couponChanges,
  couponFormValues,
  NOTHING_CHANGED,
} from './coupon-form.ts';

// Creating or editing a coupon: every field with its message from the contract, checked before it is
// sent; the server's refusals (a code already used, a used coupon's code) under the field they are about.

export const COUPON_SAVE_FAILED = 'The coupon could not be saved. Try again.';

/** Every coupon query (lists and details) is asked again after a change. */
export const couponsKey = adminKey('coupons');

const KINDS = [
  { value: 'percent', label: 'A percent' },
  { value: 'flat', label: 'A flat amount' },
] as const;

export function CouponDialog({
  coupon,
  trigger,
  open: controlledOpen,
  onOpenChange,
}: {
  coupon?: AdminCoupon;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const form = useForm<CouponFormValues>({ defaultValues: couponFormValues(coupon) });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const locked = coupon?.codeLocked ?? false;

  function openChange(next: boolean) {
    if (next) form.reset(couponFormValues(coupon));
    setOwnOpen(next);
    onOpenChange?.(next);
  }

  const showErrors = (byField: Partial<Record<string, string>>) =>
    placeFieldErrors(byField, COUPON_FIELDS, form.setError);

  const submit = form.handleSubmit(async (values) => {
    const checked = checkCouponForm(values, coupon?.usedCount ?? 0);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    const changes = coupon ? couponChanges(coupon, checked.body) : null;
    if (changes && Object.keys(changes).length === 0) {
      form.setError('root', { message: NOTHING_CHANGED });
      return;
    }
    const result =
      coupon && changes
        ? await adminCall('adminCouponUpdate', { params: { id: coupon._id }, body: changes })
        : await adminCall('adminCouponCreate', { body: checked.body });
    if (!result.success) {
      // A 409: the code is another coupon's, or this coupon's was already used on orders.
      showRefusal(result, {
        fields: COUPON_FIELDS,
        setError: form.setError,
        failed: COUPON_SAVE_FAILED,
        conflictField: 'code',
      });
      return;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    openChange(false);
    await client.invalidateQueries({ queryKey: couponsKey });
  });

  const error = (field: CouponField) => errors[field]?.message;
  const number = (field: CouponField, label: string, hint?: string, placeholder?: string) => (
    <Field label={label} hint={hint} error={error(field)}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder={placeholder}
          className={inputClass}
          {...form.register(field)}
        />
      )}
    </Field>
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={openChange}
      trigger={trigger}
      title={coupon ? `Edit ${coupon.code}` : 'New coupon'}
      description={
        coupon
          ? 'Changes count at the next checkout. Orders already placed keep the discount they got.'
          : 'Shoppers type the code at checkout, in any case.'
      }
      busy={isSubmitting}
      submitLabel={coupon ? 'Save coupon' : 'Create coupon'}
      busyLabel="Saving…"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid max-h-[60vh] gap-4 overflow-y-auto px-0.5 sm:grid-cols-2">
        <Field
          label="Code"
          hint={
            locked
              ? 'Used on orders already: the code cannot change. Pause this coupon and create a new one instead.'
              : '3 to 20 letters or digits, like DIWALI20.'
          }
          error={error('code')}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              maxLength={20}
              readOnly={locked}
              aria-readonly={locked || undefined}
              className={`${inputClass} uppercase`}
              {...form.register('code')}
            />
          )}
        </Field>
        <Field label="Description" hint="What shoppers read in the coupon list." error={error('description')}>
          {(control) => (
            <input {...control} maxLength={200} className={inputClass} {...form.register('description')} />
          )}
        </Field>
        <div className="sm:col-span-2">
          <RadioChoice
            legend="Discount"
            options={KINDS}
            value={kind}
            onChange={(next) => form.setValue('kind', next, { shouldDirty: true })}
          />
        </div>
        {kind === 'percent' ? (
          <>
            {number('value', 'Percent off', 'A whole number from 1 to 100.')}
            {number('maxDiscount', 'Cap (₹)', 'The most it takes off. Empty: no cap.', 'No cap')}
          </>
        ) : (
          number('value', 'Amount off (₹)', 'Whole rupees.')
        )}
        {number('minOrder', 'Minimum order (₹)', 'The items total needed. 0: any order.')}
        <Field label="Starts (India time)" error={error('startsAt')}>
          {(control) => (
            <input {...control} type="datetime-local" className={inputClass} {...form.register('startsAt')} />
          )}
        </Field>
        <Field label="Ends (India time)" error={error('endsAt')}>
          {(control) => (
            <input {...control} type="datetime-local" className={inputClass} {...form.register('endsAt')} />
          )}
        </Field>
        {number(
          'usageLimit',
          'Usage limit',
          coupon && coupon.usedCount > 0
            ? `Orders in all. Used ${coupon.usedCount} times so far. Empty: no limit.`
            : 'Orders in all. Empty: no limit.',
          'No limit',
        )}
        {number('perUserLimit', 'Uses per shopper')}
        <div className="sm:col-span-2">
          <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              className={`size-5 accent-accent ${focusRing}`}
              {...form.register('firstOrderOnly')}
            />
            First order only
          </label>
          {error('firstOrderOnly') ? <p className={errorClass}>{error('firstOrderOnly')}</p> : null}
        </div>
      </div>
      {errors.root?.message ? (
        <p role="alert" className={errorClass}>
          {errors.root.message}
        </p>
      ) : null}
    </FormDialog>
  );
}
