import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { signInPath } from '../../../lib/session-expiry.ts';
import { ORDER_TEXTS } from '../order-texts.ts';

/** A centred message card with an icon (empty list, order not found, signed out). */
export function OrderNotice({
  icon,
  title,
  children,
  role,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-12 text-center shadow-soft ring-1 ring-line/60"
    >
      <span className="grid size-16 place-items-center rounded-full bg-blush" aria-hidden="true">
        {icon}
      </span>
      <h2 className="font-display text-xl font-extrabold text-ink">{title}</h2>
      {children}
    </div>
  );
}

/** The signed-out card of the order pages: the title and a Sign In link that comes back to /order. */
export function SignInOrderNotice({ title }: { title: string }) {
  return (
    <OrderNotice icon={<LogIn className="size-8 text-berry" />} title={title}>
      <Link to={signInPath(ROUTES.orders)} className={`${buttonStyles.primary} mt-2`}>
        {ORDER_TEXTS.signInButton}
      </Link>
    </OrderNotice>
  );
}
