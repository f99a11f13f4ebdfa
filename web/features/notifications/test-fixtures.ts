import type { Notification } from '../../../contract/notification.ts';

// Notifications for the notifications page's tests, typed by the contract (fixtures.test.ts parses
// them with the contract's answer schemas).

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    title: 'Order placed',
    message: 'Your order #LL-2026-000123 for ₹798 has been placed.',
    notificationType: 'order',
    isRead: false,
    link: null,
    createdAt: hoursAgo(0.5),
    ...overrides,
  };
}

export const placed = makeNotification();
export const sale = makeNotification({
  _id: 'n2',
  title: 'Frocks at 20% off',
  message: 'The summer sale is on.',
  notificationType: 'offerOnProduct',
  isRead: true,
  createdAt: hoursAgo(5),
});
export const news = makeNotification({
  _id: 'n3',
  title: 'New arrivals',
  message: 'Party wear is in.',
  notificationType: 'updation',
  isRead: false,
  createdAt: hoursAgo(50),
});

/** The list answer for these notifications, counting the unread ones. */
export const listAnswer = (notifications: Notification[]) => ({
  notifications,
  unreadCount: notifications.filter((notification) => !notification.isRead).length,
});
