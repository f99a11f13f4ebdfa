import { z } from 'zod';
import { idSchema } from './api.ts';
import {
  CHILD_AGE_MONTHS_MAX,
  REVIEW_FITS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  SIZE_BOUGHT_MAX,
} from './reviews.ts';

// The review form's fields (POST /api/user/reviews), checked alike by the form and the server. A module
// of its own: the product page reads the reviews' plain values (contract/reviews.ts) and so never
// loads this schema, or zod, with its first screen.

const M = REVIEW_MESSAGES;

/** A text field of the form that may arrive empty: '' counts as not sent. */
const blankAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A whole number sent as text by the form (or as a number by a script). */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => {
      const given = blankAsAbsent(value);
      return typeof given === 'string' && /^\s*\d+\s*$/.test(given) ? Number(given) : given;
    },
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/**
 * The text fields of POST /api/user/reviews (multipart/form-data); the photos ride beside them as up
 * to three file parts named `photos`. Unknown fields are refused.
 */
export const reviewFormFields = z.strictObject({
  productId: idSchema,
  orderId: z.uuid({ error: M.orderNotFound }),
  /** Which line, when the order holds the product more than once (in two sizes or colours). */
  orderItemId: z.preprocess(blankAsAbsent, z.uuid({ error: M.chooseItem }).optional()),
  rating: wholeNumber(M.ratingRequired, 1, 5),
  text: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, M.textTooLong)
    .optional()
    .transform((value) => value ?? ''),
  fit: z.preprocess(blankAsAbsent, z.enum(REVIEW_FITS, { error: M.fitInvalid }).optional()),
  /** The size bought; the order line's own size when not sent. */
  sizeBought: z.preprocess(
    blankAsAbsent,
    z.string().trim().min(1).max(SIZE_BOUGHT_MAX, M.sizeTooLong).optional(),
  ),
  /** The child's age when the size was bought, in whole months (0–240). */
  childAge: wholeNumber(M.childAgeInvalid, 0, CHILD_AGE_MONTHS_MAX).optional(),
});
export type ReviewFormFields = z.output<typeof reviewFormFields>;
