// The notifications module's public surface: its service (the shopper's list, and `notify` for the
// modules that tell shoppers about their orders, offers and stock), and the console's offer
// notifications sent to many shoppers at once.
export { broadcastRoutes } from './broadcast-routes.ts';
export { type BroadcastDesk, createBroadcastDesk } from './broadcast-service.ts';
export { createNotificationService, type NewNotification, type NotificationService } from './service.ts';
