import { z } from 'zod';

// The body every failure carries (rules/design §4).
export const fieldErrorSchema = z.object({ field: z.string(), msg: z.string() });
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
  /** On 429: seconds to wait, the same as the Retry-After header (pages cannot read headers). */
  retryAfter: z.number().int().nonnegative().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** A text field holding an invisible NUL character (PostgreSQL cannot store it). */
export const TEXT_CONTROL_MESSAGE = '{field} contains a character that is not allowed. Please retype it.';

/** A uuid as exposed in `_id` and accepted in paths. */
export const idSchema = z.uuid({ message: 'Invalid id' });

/** Money on the wire: rupees with at most two decimals. */
export const rupeesSchema = z.number().nonnegative();
