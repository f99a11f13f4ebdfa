import type { LucideIcon } from 'lucide-react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../../contract/routes.ts';

const TINTS = {
  sky: 'bg-sky text-accent',
  peach: 'bg-peach text-berry',
  lilac: 'bg-lilac text-accent-strong',
} as const;

interface AuthCardProps {
  icon: LucideIcon;
  tint?: keyof typeof TINTS;
  title: string;
  intro: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. links to the other ways in. */
  footer?: ReactNode;
}

/** The frame of the single-purpose account screens (/login, /forget): a centred pastel card. */
export function AuthCard({ icon: Icon, tint = 'sky', title, intro, children, footer }: AuthCardProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto w-full max-w-lg px-4 pb-12 pt-4 md:pt-10">
      <Link
        to={ROUTES.signin}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-ink-soft hover:bg-sky/60 hover:text-accent"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('card.back')}
      </Link>
      <div className="relative overflow-hidden rounded-[1.75rem] bg-paper shadow-soft ring-1 ring-line/70">
        <div
          aria-hidden="true"
          className="h-20 bg-[radial-gradient(80%_120%_at_0%_0%,#dcebff_0%,transparent_60%),radial-gradient(70%_120%_at_100%_0%,#ffe3d1_0%,transparent_65%),linear-gradient(180deg,#fffdf8,#ffffff)]"
        />
        <div className="-mt-10 px-5 pb-6 sm:px-8 sm:pb-8">
          <span
            className={`grid size-16 place-items-center rounded-2xl shadow-soft ring-4 ring-paper ${TINTS[tint]}`}
            aria-hidden="true"
          >
            <Icon className="size-7" />
          </span>
          <h1 className="mt-4 font-display text-2xl font-black tracking-tight text-ink sm:text-[1.75rem]">
            {title}
          </h1>
          <div className="mt-1 text-[15px] text-ink-soft">{intro}</div>
          <div className="mt-6">{children}</div>
        </div>
      </div>
      {footer ? <div className="mt-5 text-center text-sm">{footer}</div> : null}
    </div>
  );
}
