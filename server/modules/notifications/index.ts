// The notifications module's public surface: its service (the shopper's list, and `notify` for the
// modules that tell shoppers about their orders, offers and stock).
export { createNotificationService, type NewNotification, type NotificationService } from './service.ts';
