import { z } from 'zod';

// A shopper's children (GET/POST /api/user/children, PATCH/DELETE /api/user/children/{id}): the account
// keeps each child's name, birth month, gender and, optionally, height, so listings offer "show sizes
// for Aarav (3Y)" and product pages pick the size that fits (contract/age-bands.ts). The shop's own; the
// spec is silent.

export const CHILD_GENDERS = ['boy', 'girl'] as const;
export type ChildGender = (typeof CHILD_GENDERS)[number];
/** Children one account may keep. */
export const CHILDREN_MAX = 8;

export const CHILD_MESSAGES = {
  nameRequired: "Please enter your child's name",
  nameTooLong: 'Name must be 40 characters or fewer',
  birthMonthRequired: 'Please choose the month your child was born',
  birthMonthFuture: 'Birth month cannot be in the future',
  birthMonthTooOld: 'Birth month must be within the last 16 years',
  genderRequired: 'Please choose boy or girl',
  heightRange: 'Height must be between 30 and 200 cm',
  tooMany: `You can keep up to ${CHILDREN_MAX} children`,
  notFound: 'Child not found',
  added: 'Child added',
  updated: 'Child updated',
  removed: 'Child removed',
} as const;

/** The oldest child a profile may describe: the shop's sizes end at 16 years. */
export const CHILD_MAX_AGE_YEARS = 16;

/** Whole months from one YYYY-MM month to another (negative when `to` comes first). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/**
 * Why a birth month (YYYY-MM) cannot be kept when the current month is `currentMonth` (YYYY-MM), or
 * undefined: not in the future, and no more than 16 years ago (a child born in this month 16 years
 * ago is still 16).
 */
export function birthMonthProblem(birthMonth: string, currentMonth: string): string | undefined {
  const months = monthsBetween(birthMonth, currentMonth);
  if (months < 0) return CHILD_MESSAGES.birthMonthFuture;
  if (months > CHILD_MAX_AGE_YEARS * 12) return CHILD_MESSAGES.birthMonthTooOld;
  return undefined;
}

export const childIdParams = z.object({ id: z.uuid({ error: CHILD_MESSAGES.notFound }) });

export const childProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** YYYY-MM. */
  birthMonth: z.string(),
  gender: z.enum(CHILD_GENDERS),
  heightCm: z.number().nullable(),
});
export type ChildProfile = z.infer<typeof childProfileSchema>;

/** POST body (and PATCH, every field optional). The future-month rule is checked on the server's clock. */
export const childProfileBody = z.strictObject({
  name: z
    .string({ error: CHILD_MESSAGES.nameRequired })
    .trim()
    .min(1, CHILD_MESSAGES.nameRequired)
    .max(40, CHILD_MESSAGES.nameTooLong),
  birthMonth: z
    .string({ error: CHILD_MESSAGES.birthMonthRequired })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, CHILD_MESSAGES.birthMonthRequired),
  gender: z.enum(CHILD_GENDERS, { error: CHILD_MESSAGES.genderRequired }),
  heightCm: z
    .number({ error: CHILD_MESSAGES.heightRange })
    .min(30, CHILD_MESSAGES.heightRange)
    .max(200, CHILD_MESSAGES.heightRange)
    .nullable()
    .optional(),
});
export type ChildProfileBody = z.infer<typeof childProfileBody>;
export const childProfileUpdateBody = childProfileBody.partial();

export const childListResponse = z.object({
  success: z.literal(true),
  children: z.array(childProfileSchema),
});
export type ChildListResponse = z.infer<typeof childListResponse>;
export const childResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  child: childProfileSchema,
});
export const childRemovedResponse = z.object({ success: z.literal(true), message: z.string() });
