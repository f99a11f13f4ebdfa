import * as Dialog from '@radix-ui/react-dialog';
import { MessageSquareHeart, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { getShopConfig } from '../../../lib/shop-config.ts';
import { feedbackMailto } from '../feedback.ts';
import { MenuButton } from './MenuRow.tsx';

/**
 * Feedback & Information (rules/accounts §2): the shopper writes a message and their mail app opens with it
 * addressed to the shop's support address. No call to the shop's API.
 */
export function FeedbackDialog() {
  const { t } = useTranslation('account');
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
            label={t('profile.feedback.title')}
            hint={t('profile.feedback.hint')}
          />
        </Dialog.Trigger>
      </li>
      <DialogFrame
        title={t('profile.feedback.title')}
        description={
          <>
            {t('profile.feedback.intro')} <span className="font-semibold text-ink">{supportEmail}</span>.
          </>
        }
      >
        <form onSubmit={send}>
          <label htmlFor={fieldId} className="text-sm font-bold text-ink">
            {t('profile.feedback.message')}
          </label>
          <textarea
            id={fieldId}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={5}
            maxLength={2000}
            placeholder={t('profile.feedback.placeholder')}
            className="mt-1.5 block w-full resize-y rounded-2xl border border-line bg-cream/50 px-3.5 py-3 text-[15px] text-ink placeholder:text-ink-soft/70 focus:border-accent focus:bg-paper focus:outline-none focus:ring-2 focus:ring-accent/25"
          />
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonStyles.secondary}>{t('profile.feedback.cancel')}</Dialog.Close>
            <button type="submit" disabled={blank} className={buttonStyles.primary}>
              <Send className="size-4" aria-hidden="true" />
              {t('profile.feedback.send')}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
