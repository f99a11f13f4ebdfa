import { useQueryClient } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import {
  type AdminCoupon,
  COUPON_STATE_LABELS,
  type CouponState,
} from '../../../../contract/admin-coupons.ts';
import { failureText } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { adminCall } from '../call.ts';
import { CONSOLE_TOAST } from '../console-query.ts';
import { Badge, ConfirmDialog, EditButton, focusRing } from '../ui.tsx';
import { CouponDialog, couponsKey } from './CouponDialog.tsx';

// What the desk shows beside a coupon: its state, and for roles that change coupons, Edit and Pause
// or Resume.

const TONES: Record<CouponState, 'good' | 'quiet' | 'danger'> = {
  running: 'good',
  scheduled: 'quiet',
  ended: 'quiet',
  paused: 'danger',
  usedUp: 'quiet',
};

export function CouponStateBadge({ state }: { state: CouponState }) {
  return <Badge tone={TONES[state]}>{COUPON_STATE_LABELS[state]}</Badge>;
}

export const PAUSE_FAILED = 'The coupon could not be changed. Try again.';

/** A row's compact button (still 44 px tall to touch). */
const small = `inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-paper px-3 text-sm font-semibold text-ink hover:border-accent hover:text-accent ${focusRing}`;

export function CouponActions({ coupon }: { coupon: AdminCoupon }) {
  const client = useQueryClient();

  async function toggle(): Promise<boolean> {
    const params = { id: coupon._id };
    const result = coupon.paused
      ? await adminCall('adminCouponResume', { params })
      : await adminCall('adminCouponPause', { params });
    if (!result.success) {
      notifyError(failureText(result, { failed: PAUSE_FAILED }), CONSOLE_TOAST);
      // Someone else may have paused or resumed it first: show it as it is.
      void client.invalidateQueries({ queryKey: couponsKey });
      return true;
    }
    notifySuccess(result.data.message, CONSOLE_TOAST);
    await client.invalidateQueries({ queryKey: couponsKey });
    return true;
  }

  return (
    <div className="flex flex-wrap gap-2">
      <CouponDialog coupon={coupon} trigger={<EditButton name={coupon.code} className={small} />} />
      {coupon.paused ? (
        <ConfirmDialog
          trigger={
            <button type="button" className={small} aria-label={`Resume ${coupon.code}`}>
              <Play className="size-4" aria-hidden="true" /> Resume
            </button>
          }
          title={`Resume ${coupon.code}?`}
          description="Shoppers can apply it again while it runs."
          confirmLabel="Resume"
          onConfirm={toggle}
        />
      ) : (
        <ConfirmDialog
          trigger={
            <button type="button" className={small} aria-label={`Pause ${coupon.code}`}>
              <Pause className="size-4" aria-hidden="true" /> Pause
            </button>
          }
          title={`Pause ${coupon.code}?`}
          description="Shoppers can no longer apply it, and checkouts holding it are priced without it. You can resume it later."
          confirmLabel="Pause"
          danger
          onConfirm={toggle}
        />
      )}
    </div>
  );
}
