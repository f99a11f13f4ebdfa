import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../use-logout.ts';

export function LogoutButton() {
  const { t } = useTranslation('account');
  const { logout, pending } = useLogout();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      disabled={pending}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full border border-line bg-paper px-5 py-3 font-semibold text-danger shadow-soft transition-colors hover:border-danger/40 hover:bg-blush/40 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <LogOut className="size-4" aria-hidden="true" />
      {pending ? t('profile.loggingOut') : t('profile.logout')}
    </button>
  );
}
