import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, Gift, Info, LogIn, Package, Tag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  NOTIFICATION_FILTERS,
  type Notification,
  type NotificationFilter,
  type NotificationType,
} from '../../../contract/notification.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { Skeleton, skeletonKeys } from '../../components/Skeleton.tsx';
import { currentLocale } from '../../i18n/language.ts';
import { tr } from '../../i18n/texts.ts';
import { formatCount } from '../../lib/format.ts';
import { signInPath } from '../../lib/session-expiry.ts';
import { updateAccountData, useAccountQuery } from '../../lib/use-account-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { fetchNotifications, markNotificationRead, notificationsQueryKey } from './api.ts';
import { LoadFailed } from './LoadFailed.tsx';

// /notifications (rules/accounts §2, §4, §8, §9): filters All, Unread, Orders, Offers; a click marks an item
// read at once on the page and on the server, so it stays read everywhere.

const OFFER_TYPES: readonly NotificationType[] = ['offerOnProduct', 'offerOnCategory'];

export function matchesFilter(notification: Notification, filter: NotificationFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'unread') return !notification.isRead;
  if (filter === 'order') return notification.notificationType === 'order';
  return OFFER_TYPES.includes(notification.notificationType);
}

const HOUR_MS = 3_600_000;

/**
 * The time label (rules/accounts §9, contract/notification.ts notificationTimeLabel) in the page's
 * language: 'Just now' under an hour, then hours up to 24 ('5 hours ago'), days up to 7 ('2 days ago'),
 * then the date ('12 Nov 2026', India time).
 */
export function notificationTime(createdAt: string, now: Date): string {
  const at = new Date(createdAt);
  const hours = (now.getTime() - at.getTime()) / HOUR_MS;
  const locale = currentLocale();
  if (hours < 1) return tr('account:messages.notifications.justNow');
  const ago = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (hours < 24) return ago.format(-Math.floor(hours), 'hour');
  if (hours < 168) return ago.format(-Math.floor(hours / 24), 'day');
  return at.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

function TypeIcon({ type }: { type: NotificationType }) {
  const className = 'size-5';
  if (type === 'order') return <Package className={className} />;
  if (type === 'offerOnProduct') return <Tag className={className} />;
  if (type === 'offerOnCategory') return <Gift className={className} />;
  return <Info className={className} />;
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-paper px-6 py-12 text-center shadow-soft ring-1 ring-line/60">
      <span className="grid size-16 place-items-center rounded-full bg-blush" aria-hidden="true">
        {icon}
      </span>
      <h2 className="font-display text-xl font-extrabold text-ink">{title}</h2>
      {children}
    </div>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t } = useTranslation('account');
  const unread = !notification.isRead;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={unread ? t('notifications.unreadItem', { title: notification.title }) : notification.title}
      className={`flex w-full gap-3 rounded-card p-4 text-left ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-accent ${
        unread ? 'bg-accent-soft/60 ring-accent/30' : 'bg-paper ring-line/60'
      }`}
    >
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-full ${unread ? 'bg-accent text-paper' : 'bg-blush text-berry'}`}
        aria-hidden="true"
      >
        <TypeIcon type={notification.notificationType} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-start justify-between gap-2">
          <span className={`text-sm text-ink ${unread ? 'font-bold' : 'font-semibold'}`}>
            {notification.title}
          </span>
          {unread ? (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" aria-hidden="true" />
          ) : null}
        </span>
        <span className="text-sm text-ink-soft">{notification.message}</span>
        {notification.link ? (
          <span className="text-sm font-bold text-accent">{t('notifications.seeOffer')}</span>
        ) : null}
        <span className="flex gap-2 text-xs text-ink-soft">
          <span className="rounded-full bg-cream px-2 py-0.5 font-semibold">
            {t(`notifications.types.${notification.notificationType}`)}
          </span>
          <time dateTime={notification.createdAt}>
            {notificationTime(notification.createdAt, new Date())}
          </time>
        </span>
      </span>
    </button>
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('notifications.title'));
  const client = useQueryClient();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const state = useAccountQuery(notificationsQueryKey, fetchNotifications);
  const navigate = useNavigate();

  function open(notification: Notification) {
    // An offer the shop sent opens its page.
    if (notification.link) navigate(notification.link);
    if (notification.isRead) return;
    updateAccountData<Notification[]>(client, notificationsQueryKey, (list) =>
      list.map((n) => (n._id === notification._id ? { ...n, isRead: true } : n)),
    );
    // Read on the page at once; the server keeps it read for the next visit (a failure is retried then).
    void markNotificationRead(notification._id);
  }

  let body: ReactNode;
  if (!state.signedIn) {
    body = (
      <Notice icon={<LogIn className="size-8 text-berry" />} title={t('notifications.signInText')}>
        <Link to={signInPath(ROUTES.notifications)} className={`${buttonStyles.primary} mt-2`}>
          {t('notifications.signIn')}
        </Link>
      </Notice>
    );
  } else if (state.failed) {
    body = <LoadFailed message={t('messages.notifications.fetchFailed')} onRetry={state.retry} />;
  } else if (!state.data) {
    body = (
      <ul className="flex flex-col gap-3" aria-hidden="true" data-testid="notification-skeletons">
        {skeletonKeys(4).map((key) => (
          <li key={key} className="flex gap-3 rounded-card bg-paper p-4 ring-1 ring-line/60">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/3 rounded-full" />
              <Skeleton className="h-3.5 w-4/5 rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  } else {
    const shown = state.data.filter((n) => matchesFilter(n, filter));
    body =
      shown.length === 0 ? (
        <Notice icon={<BellOff className="size-8 text-berry" />} title={t('messages.notifications.empty')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((n) => (
            <li key={n._id}>
              <NotificationItem notification={n} onOpen={() => open(n)} />
            </li>
          ))}
        </ul>
      );
  }

  const unread = state.data?.filter((n) => !n.isRead).length ?? 0;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-10 pt-4 md:px-6 md:pt-6">
      <h1 className="mb-4 flex items-center gap-2 font-display text-2xl font-extrabold text-ink md:text-3xl">
        <Bell className="size-6 text-berry" aria-hidden="true" />
        {t('notifications.title')}
        {unread > 0 ? (
          <span className="text-base font-bold text-ink-soft">
            {t('notifications.unreadCount', { unread: formatCount(unread) })}
          </span>
        ) : null}
      </h1>
      <fieldset className="mb-4 flex gap-2 overflow-x-auto pb-1">
        <legend className="sr-only">{t('notifications.filterLabel')}</legend>
        {NOTIFICATION_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition-colors ${
              filter === value ? 'bg-ink text-paper ring-ink' : 'bg-paper text-ink ring-line hover:bg-cream'
            }`}
          >
            {t(`notifications.filters.${value}`)}
          </button>
        ))}
      </fieldset>
      {body}
    </div>
  );
}
