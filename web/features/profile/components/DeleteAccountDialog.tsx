import * as Dialog from '@radix-ui/react-dialog';
import { Trash2, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { useDeleteAccount } from '../use-delete-account.ts';
import { MenuButton } from './MenuRow.tsx';

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-danger px-5 py-2.5 font-semibold text-white shadow-soft transition-colors hover:bg-[#a12a22] disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Delete Account (rules/accounts §2 "More", §4): an alert dialog that says what goes and what stays; the
 * safe choice (Cancel) has the focus, and only the red button deletes.
 */
export function DeleteAccountDialog() {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { deleteAccount, pending } = useDeleteAccount();

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <li>
        <Dialog.Trigger asChild>
          <MenuButton icon={Trash2} tint="bg-blush text-danger" label={t('profile.delete.open')} danger />
        </Dialog.Trigger>
      </li>
      <DialogFrame
        role="alertdialog"
        title={t('profile.delete.title')}
        closeDisabled={pending}
        icon={
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-blush">
            <TriangleAlert className="size-5 text-danger" />
          </span>
        }
        description={
          <>
            <p>{t('profile.delete.erases')}</p>
            <p className="mt-2">{t('profile.delete.kept')}</p>
          </>
        }
        // An alert dialog is answered, not dismissed by a stray click outside it.
        onPointerDownOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        <p className="text-sm">
          <Link
            to={ROUTES.accountDeletePolicy}
            className="font-semibold text-accent underline-offset-2 hover:underline"
          >
            {t('profile.delete.policy')}
          </Link>
        </p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close ref={cancelRef} disabled={pending} className={buttonStyles.secondary}>
            {t('profile.delete.cancel')}
          </Dialog.Close>
          <button
            type="button"
            disabled={pending}
            onClick={() => void deleteAccount()}
            className={dangerButton}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {pending ? t('profile.delete.deleting') : t('profile.delete.confirm')}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}
