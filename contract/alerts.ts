import { z } from 'zod';
import { idSchema, rupeesSchema } from './api.ts';

// "Notify me" (POST/GET /api/user/alerts, DELETE /api/user/alerts/{id}): a shopper waits for a sold-out
// product, colour or size to come back, or for the price of a colour to fall. When it happens they are
// told once (in-app, and by SMS and email where the account has them) with a link to the product, and
// the alert ends. The shop's own; the spec is silent.

export const ALERT_KINDS = ['back-in-stock', 'price-drop'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Alerts one shopper may have waiting at once. */
export const ALERTS_MAX = 50;

export const ALERT_MESSAGES = {
  backInStockAdded: "We'll tell you when it's back.",
  priceDropAdded: "We'll tell you when the price drops.",
  removed: "You won't be told about this.",
  productInStock: 'This product is in stock: you can order it now.',
  colourInStock: 'This colour is in stock: you can order it now.',
  sizeInStock: 'This size is in stock: you can order it now.',
  notFound: 'Alert not found',
  productUnknown: 'This product is not available.',
  colourUnknown: 'This colour is not available for this product.',
  sizeUnknown: 'This size is not available in this colour.',
  colourRequired: 'Please choose a colour.',
  sizeNotForPriceDrop: 'A price drop is watched for a colour, not a size.',
  kindInvalid: 'kind must be back-in-stock or price-drop',
  tooMany: `You have ${ALERTS_MAX} alerts waiting. Remove one to add another.`,
  signInBackInStock: "Please log in to be told when it's back",
  signInPriceDrop: 'Please log in to be told when the price drops',
  failed: 'Could not update your alert. Please try again.',
  loadFailed: 'Failed to load your alerts',
  backInStockTitle: 'Back in stock',
  backInStockSize: '{name} in {colour}, size {size} is back in stock. Sizes go fast.',
  backInStockColour: '{name} in {colour} is back in stock. Sizes go fast.',
  backInStockProduct: '{name} is back in stock. Sizes go fast.',
  priceDropTitle: 'Price drop',
  priceDrop: '{name} is now ₹{price} (was ₹{old}).',
} as const;

/** The words of the buttons that ask for an alert. */
export const ALERT_LABELS = {
  sizeNotListed: 'Size not listed?',
  notifyMe: 'Notify me',
  waiting: "We'll tell you",
  backInStock: "Tell me when it's back",
  priceDrop: 'Tell me if the price drops',
  stop: 'Stop telling me',
} as const;

/**
 * POST body. `color` (its value, #F4A7B9, or its name) may be left out of a back-in-stock alert only
 * while the whole product is sold out (any colour, any size); `size` needs a colour. A price drop is
 * watched for one colour, whatever the size.
 */
export const alertAddBody = z
  .strictObject({
    productId: idSchema,
    color: z.string().trim().min(1, ALERT_MESSAGES.colourRequired).max(40).optional(),
    size: z.string().trim().min(1, ALERT_MESSAGES.sizeUnknown).max(16).optional(),
    kind: z.enum(ALERT_KINDS, { error: ALERT_MESSAGES.kindInvalid }),
  })
  .superRefine((body, ctx) => {
    if (body.size !== undefined && body.color === undefined)
      ctx.addIssue({ code: 'custom', path: ['color'], message: ALERT_MESSAGES.colourRequired });
    if (body.kind === 'price-drop' && body.color === undefined)
      ctx.addIssue({ code: 'custom', path: ['color'], message: ALERT_MESSAGES.colourRequired });
    if (body.kind === 'price-drop' && body.size !== undefined)
      ctx.addIssue({ code: 'custom', path: ['size'], message: ALERT_MESSAGES.sizeNotForPriceDrop });
  });
export type AlertAddBody = z.input<typeof alertAddBody>;

export const alertParams = z.object({ id: z.uuid({ error: ALERT_MESSAGES.notFound }) });

/** One waiting alert; null colour or size: any. */
export const alertSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** The colour's first picture (the product's first colour's when any colour will do), or null. */
  image: z.string().nullable(),
  color: z.string().nullable(),
  colorName: z.string().nullable(),
  size: z.string().nullable(),
  kind: z.enum(ALERT_KINDS),
  /** A price drop's price when asked, in rupees: a lower one tells the shopper. Null for back in stock. */
  priceAt: rupeesSchema.nullable(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET: the shopper's waiting alerts, newest first. */
export const alertListResponse = z.object({ success: z.literal(true), alerts: z.array(alertSchema) });
export type AlertListResponse = z.infer<typeof alertListResponse>;

/** POST: the alert (the same one when asked again). */
export const alertAddResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  alert: alertSchema,
});

export const alertRemoveResponse = z.object({ success: z.literal(true), message: z.string() });

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The notification's text when what was waited for is back (null colour or size: any). */
export function backInStockText(name: string, colour: string | null, size: string | null): string {
  if (colour && size) return fill(ALERT_MESSAGES.backInStockSize, { name, colour, size });
  if (colour) return fill(ALERT_MESSAGES.backInStockColour, { name, colour });
  return fill(ALERT_MESSAGES.backInStockProduct, { name });
}

/** The notification's text when the price fell; prices as the shopper reads them (1,299). */
export function priceDropText(name: string, price: string, old: string): string {
  return fill(ALERT_MESSAGES.priceDrop, { name, price, old });
}
