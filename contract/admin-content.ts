import { z } from 'zod';
import { storedImageSchema } from './admin-products.ts';

// The console's content: the articles behind /referral/{id} (which the home page's offer cards open)
// and offer notifications sent to every shopper or to those who bought from a category.

export const ADMIN_CONTENT_MESSAGES = {
  articleCreated: 'Article created.',
  articleSaved: 'Article saved: the page shows the change now.',
  articleDeleted: 'Article deleted.',
  articleNotFound: 'Article not found.',
  titleRequired: 'Enter a title.',
  titleTooLong: 'A title is at most 120 characters.',
  textRequired: 'Enter the article’s text.',
  textTooLong: 'The text is at most 10,000 characters.',
  pictureRequired: 'Add a picture.',
  nothingToSave: 'Change at least one field.',
  /** 409: {cards} names the offer cards that open the article. */
  articleInUse:
    'The home page’s offer card {cards} opens this article. Point that card elsewhere on the Home page first, then delete the article.',
  broadcastSent: 'Offer notification sent to {count}.',
  notificationTitleRequired: 'Enter a title.',
  notificationTitleTooLong: 'A title is at most 80 characters.',
  messageRequired: 'Enter the message.',
  messageTooLong: 'A message is at most 500 characters.',
  audienceInvalid: 'Choose who receives it.',
  categoryRequired: 'Choose a category.',
  categoryUnknown: 'This category no longer exists.',
  linkInvalid: 'A link is a page of the shop, starting with / (like /allproducts).',
  /** 409: the audience holds nobody. */
  noRecipients: 'Nobody would receive this notification: choose another audience.',
} as const;
const M = ADMIN_CONTENT_MESSAGES;

/** "“Festive offers”" or "“A”, “B”" — the offer cards named in articleInUse. */
export const articleInUseMessage = (cards: readonly string[]) =>
  M.articleInUse.replace('{cards}', cards.map((title) => `“${title}”`).join(', '));

/** "Offer notification sent to 1,234 shoppers." */
export const broadcastSentMessage = (count: number) =>
  M.broadcastSent.replace(
    '{count}',
    `${count.toLocaleString('en-IN')} ${count === 1 ? 'shopper' : 'shoppers'}`,
  );

// ---- Articles (/referral/{id}) ----

const articleFields = {
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(120, M.titleTooLong),
  /** Its paragraphs are its lines (the page drops blank ones); Windows line ends become plain ones. */
  description: z
    .string({ error: M.textRequired })
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, M.textRequired).max(10_000, M.textTooLong)),
  image: z.string({ error: M.pictureRequired }).min(1, M.pictureRequired).pipe(storedImageSchema),
};

export const adminArticleBody = z.strictObject(articleFields);
export type AdminArticleInput = z.input<typeof adminArticleBody>;
export const adminArticlePatchBody = z.strictObject(articleFields).partial();
export const adminArticleParams = z.object({ id: z.uuid({ error: M.articleNotFound }) });

export const adminArticleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  createdAt: z.string(),
  /** The home page's offer cards that open it (by their article or their link). */
  offerCards: z.array(z.object({ _id: z.string(), title: z.string() })),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

export const adminArticleListResponse = z.object({
  success: z.literal(true),
  articles: z.array(adminArticleSchema),
});
export const adminArticleResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  article: adminArticleSchema,
});
export const adminArticleDeletedResponse = z.object({ success: z.literal(true), message: z.string() });

// ---- Offer notifications ----

export const BROADCAST_AUDIENCES = ['all', 'category'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export const BROADCAST_AUDIENCE_LABELS: Record<BroadcastAudience, string> = {
  all: 'Every shopper',
  category: 'Shoppers who bought from a category',
};

const audienceFields = {
  audience: z.enum(BROADCAST_AUDIENCES, { error: M.audienceInvalid }),
  categoryId: z.uuid({ error: M.categoryRequired }).optional(),
};

function needsCategory(
  v: { audience: BroadcastAudience; categoryId?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.audience === 'category' && !v.categoryId)
    ctx.addIssue({ code: 'custom', path: ['categoryId'], message: M.categoryRequired });
}

/** GET /api/admin/offer-notifications/audience: how many shoppers a notification would reach now. */
export const adminBroadcastAudienceQuery = z.object(audienceFields).superRefine(needsCategory);
export const adminBroadcastAudienceResponse = z.object({
  success: z.literal(true),
  recipients: z.number().int(),
});

/** POST /api/admin/offer-notifications */
export const adminBroadcastBody = z
  .strictObject({
    title: z
      .string({ error: M.notificationTitleRequired })
      .trim()
      .min(1, M.notificationTitleRequired)
      .max(80, M.notificationTitleTooLong),
    message: z
      .string({ error: M.messageRequired })
      .trim()
      .min(1, M.messageRequired)
      .max(500, M.messageTooLong),
    ...audienceFields,
    /** A page of the shop the offer is about (/allproducts?category=…); empty: none. */
    link: z
      .string({ error: M.linkInvalid })
      .trim()
      .max(300, M.linkInvalid)
      .regex(/^(\/(?![/\\])\S*)?$/, M.linkInvalid)
      .transform((link) => link || null)
      .nullable()
      .optional(),
  })
  .superRefine(needsCategory);
export type AdminBroadcastInput = z.input<typeof adminBroadcastBody>;

export const adminBroadcastSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  audience: z.enum(BROADCAST_AUDIENCES),
  categoryId: z.string().nullable(),
  /** The category's name now (null: everyone, or a category since removed). */
  categoryName: z.string().nullable(),
  link: z.string().nullable(),
  recipients: z.number().int(),
  /** Who sent it: their name, else their phone; null when unknown. */
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBroadcast = z.infer<typeof adminBroadcastSchema>;

export const adminBroadcastListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminBroadcastListResponse = z.object({
  success: z.literal(true),
  broadcasts: z.array(adminBroadcastSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export const adminBroadcastResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  broadcast: adminBroadcastSchema,
});
