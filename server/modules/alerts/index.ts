// The alerts module's public surface: "notify me" (back in stock, price drop), and telling the waiting
// shoppers when a change to stock or prices makes their alert hold.
export { type AlertMessages, createAlertMessages } from './messages.ts';
export { type AlertDeps, type AlertService, createAlertService } from './service.ts';
