import * as Dialog from '@radix-ui/react-dialog';
import { MessageSquareHeart, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { getShopConfig } from '../../../lib/shop-config.ts';
import { feedbackMailto } from '../feedback.ts';
import { MenuButton } from './MenuRow.tsx';

export const FEEDBACK_TITLE = 'Feedback & Information';

/**
 * Feedback & Information (rules/accounts §2): the shopper writes a message and their mail app opens with it
 * addressed to the shop's support address. No call to the shop's API.
 */
export function FeedbackDialog() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const fieldId = useId();
  const { supportEmail } = getShopConfig();
  const blank = message.trim() === '';

  function send(event: FormEvent) {
    event.preventDefault();
    if (blank) return;
    // Handing a mailto: link to the current window opens the mail app and leaves the page as it is.
    window.open(feedbackMailto(supportEmail, message.trim()), '_self');
    setMessage('');
    setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <li>
        <Dialog.Trigger asChild>
          <MenuButton
            icon={MessageSquareHeart}
            tint="bg-blush text-berry"
            label={FEEDBACK_TITLE}
            hint="Tell us how we are doing"
          />
        </Dialog.Trigger>
      </li>
      <DialogFrame
        title={FEEDBACK_TITLE}
        description={
          <>
            Questions, ideas or something we could do better? Write to us and your mail app opens with the
            message, addressed to <span className="font-semibold text-ink">{supportEmail}</span>.
          </>
        }
      >
        <form onSubmit={send}>
          <label htmlFor={fieldId} className="text-sm font-bold text-ink">
            Your message
          </label>
          <textarea
            id={fieldId}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={5}
            maxLength={2000}
            placeholder="Type your feedback or question here…"
            className="mt-1.5 block w-full resize-y rounded-2xl border border-line bg-cream/50 px-3.5 py-3 text-[15px] text-ink placeholder:text-ink-soft/70 focus:border-accent focus:bg-paper focus:outline-none focus:ring-2 focus:ring-accent/25"
          />
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonStyles.secondary}>Cancel</Dialog.Close>
            <button type="submit" disabled={blank} className={buttonStyles.primary}>
              <Send className="size-4" aria-hidden="true" />
              Send
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
