import * as Dialog from '@radix-ui/react-dialog';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { PackageX, Undo2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CANCEL_REASONS,
  ORDER_CHANGE_MESSAGES,
  ORDER_DESCRIPTION_MAX,
  type Order,
  RETURN_REASONS,
} from '../../../../contract/order.ts';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import type { OrderChangeKind } from '../api/change-order.ts';
import {
  cancelPolicy,
  ORDER_TEXTS,
  orderHeading,
  orderSays,
  reasonText,
  returnPolicy,
} from '../order-texts.ts';
import { useOrderChange } from '../use-order-change.ts';

export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 font-semibold text-white shadow-soft transition-colors hover:bg-[#a12a22] disabled:cursor-not-allowed disabled:opacity-60';

interface KindTexts {
  title: string;
  reasons: readonly string[];
  reasonRequired: string;
  submit: string;
  busy: string;
  submitClass: string;
  icon: ReactNode;
  policy: ReactNode;
}

/** The dialog's words, read when it is drawn (the language may have changed since the page loaded). */
function kindTexts(kind: OrderChangeKind): KindTexts {
  if (kind === 'cancel') {
    return {
      title: ORDER_TEXTS.cancelTitle,
      reasons: CANCEL_REASONS,
      reasonRequired: ORDER_CHANGE_MESSAGES.cancelReasonRequired,
      submit: ORDER_TEXTS.confirmCancel,
      busy: ORDER_TEXTS.cancelling,
      submitClass: dangerButton,
      icon: (
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-blush">
          <PackageX className="size-5 text-danger" />
        </span>
      ),
      policy: cancelPolicy(),
    };
  }
  return {
    title: ORDER_TEXTS.returnTitle,
    reasons: RETURN_REASONS,
    reasonRequired: ORDER_CHANGE_MESSAGES.returnReasonRequired,
    submit: ORDER_TEXTS.confirmReturn,
    busy: ORDER_TEXTS.requestingReturn,
    submitClass: buttonStyles.primary,
    icon: (
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-sky">
        <Undo2 className="size-5 text-accent" />
      </span>
    ),
    policy: (
      <>
        {returnPolicy()}{' '}
        <Link
          to={ROUTES.returnPolicy}
          className="font-semibold text-accent underline-offset-2 hover:underline"
        >
          {ORDER_TEXTS.readReturnPolicy}
        </Link>
      </>
    ),
  };
}

/**
 * Cancel or return one order (rules/accounts §2, §5): a reason from the spec's list (required) and an
 * optional description. Success closes the dialog and clears the form; a failure keeps both. Each
 * reason shows in the page's language; the server is sent its English value, as the contract lists it.
 */
export function OrderChangeDialog({
  kind,
  order,
  trigger,
}: {
  kind: OrderChangeKind;
  order: Order;
  /** The button that opens the dialog. */
  trigger: ReactNode;
}) {
  useTranslation('shop');
  const texts = kindTexts(kind);
  const { busy, submit } = useOrderChange(kind);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const legendId = `${id}-reason`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError(texts.reasonRequired);
      return;
    }
    if (await submit(order, { reason, description })) {
      setReason('');
      setDescription('');
      setError('');
      setOpen(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) setError('');
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogFrame
        title={texts.title}
        closeDisabled={busy}
        icon={texts.icon}
        description={
          <>
            <p className="font-semibold text-ink">{orderHeading(order.orderNumber)}</p>
            <p className="mt-1">{texts.policy}</p>
          </>
        }
      >
        <form onSubmit={(event) => void send(event)} noValidate>
          <p id={legendId} className="text-sm font-bold text-ink">
            {ORDER_TEXTS.reason}
          </p>
          <RadioGroup.Root
            aria-labelledby={legendId}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            aria-required
            value={reason}
            onValueChange={(next) => {
              setReason(next);
              setError('');
            }}
            disabled={busy}
            className="mt-2 grid gap-2"
          >
            {texts.reasons.map((choice) => (
              <label
                key={choice}
                htmlFor={`${id}-${choice}`}
                className="flex cursor-pointer items-center gap-2.5 rounded-2xl border border-line bg-paper px-3.5 py-2.5 text-sm font-semibold text-ink transition-colors hover:border-accent has-[[data-state=checked]]:border-accent has-[[data-state=checked]]:bg-accent-soft"
              >
                <RadioGroup.Item
                  id={`${id}-${choice}`}
                  value={choice}
                  className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-ink-soft/50 bg-paper data-[state=checked]:border-accent"
                >
                  <RadioGroup.Indicator className="size-2.5 rounded-full bg-accent" />
                </RadioGroup.Item>
                {reasonText(choice)}
              </label>
            ))}
          </RadioGroup.Root>
          <p id={errorId} role="alert" className="mt-1.5 min-h-5 text-sm leading-5 text-danger">
            {orderSays(error)}
          </p>
          <label htmlFor={descriptionId} className="mt-2 block text-sm font-bold text-ink">
            {ORDER_TEXTS.description}
          </label>
          <textarea
            id={descriptionId}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            disabled={busy}
            rows={3}
            maxLength={ORDER_DESCRIPTION_MAX}
            className="mt-1.5 block w-full resize-y rounded-2xl border border-line bg-cream/50 px-3.5 py-3 text-[16px] text-ink placeholder:text-ink-soft/70 focus:border-accent focus:bg-paper focus:outline-none focus:ring-2 focus:ring-accent/25 disabled:opacity-60"
          />
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close disabled={busy} className={buttonStyles.secondary}>
              {kind === 'cancel' ? ORDER_TEXTS.keepOrder : ORDER_TEXTS.close}
            </Dialog.Close>
            <button type="submit" disabled={busy} aria-busy={busy} className={texts.submitClass}>
              {busy ? texts.busy : texts.submit}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
