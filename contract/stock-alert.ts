import { z } from 'zod';
import { idSchema } from './api.ts';

// "Tell me when it's back" on a sold-out product (the shop's own; the spec is silent).

export const STOCK_ALERT_MESSAGES = {
  subscribed: "We'll tell you when it's back.",
  cancelled: "You won't be told about this product.",
  notSoldOut: 'This product is in stock: you can order it now.',
  signIn: "Please log in to be told when it's back",
  notificationTitle: 'Back in stock',
  notificationMessage: '{name} is back in stock. Sizes go fast.',
} as const;

export const stockAlertParams = z.object({ productId: idSchema });

/** GET, POST and DELETE /api/user/product/notify/{productId}: whether the shopper is waiting for it. */
export const stockAlertResponse = z.object({
  success: z.literal(true),
  productId: z.string(),
  subscribed: z.boolean(),
  message: z.string().optional(),
});
export type StockAlertResponse = z.infer<typeof stockAlertResponse>;

export const backInStockMessage = (name: string) =>
  STOCK_ALERT_MESSAGES.notificationMessage.replace('{name}', name);
