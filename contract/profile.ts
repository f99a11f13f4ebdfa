import { z } from 'zod';
import { emailSchema, genderSchema, nameSchema, phoneSchema, publicUserSchema } from './auth.ts';
import { languageSchema } from './language-schema.ts';

// Profile shapes (rules/accounts §2 "Layout and profile menu", "Account Details", §5, §8).

/** 2 MB (rules/accounts §9). */
export const PROFILE_IMAGE_MAX_BYTES = 2_097_152;

export const PROFILE_MESSAGES = {
  imageNotImage: 'Please select an image file',
  imageTooLarge: 'Image size should be less than 2MB',
  noChanges: 'No changes to save',
  fetchFailed: 'Failed to fetch profile',
  fetchError: 'An error occurred while fetching profile',
  updateFailed: 'Failed to update profile',
  updateError: 'An error occurred while updating profile',
  updated: 'Profile updated successfully!',
  logoutFailed: 'Something went wrong during logout. Please try again.',
  loggedOut: 'Logged out successfully!',
  deleted: 'Your account has been successfully deleted.',
  deleteFailed: 'Failed to delete account. Please try again or contact support.',
  phoneTaken: 'This phone number is already used by another account.',
  emailTaken: 'This email is already used by another account. Please use a different email.',
  guest: 'Guest',
  feedbackSubject: 'Feedback & Information',
} as const;

/**
 * PATCH /api/user/profile/update text fields (multipart). Only changed fields are sent; any other
 * field (role, coins, verification flags…) is refused.
 */
export const profileUpdateFields = z.strictObject({
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  gender: genderSchema.optional(),
  /** The language the shop speaks to the shopper in: answers, notifications, SMS and email. */
  language: languageSchema.optional(),
});
export type ProfileUpdateFields = z.infer<typeof profileUpdateFields>;

export const profileResponse = z.object({ success: z.literal(true), user: publicUserSchema });
export const profileUpdateResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  /** The stored photo's file name (under /uploads), as the editor keeps it. */
  image: z.string().nullable(),
});

/** The name the profile shows: name, else phone, else email, else 'Guest' (rules/accounts §2). */
export function displayName(
  user: { name?: string | null; phone?: string | null; email?: string | null } | null | undefined,
): string {
  const pick = [user?.name, user?.phone, user?.email].find((v) => typeof v === 'string' && v.trim() !== '');
  return pick ? pick.trim() : PROFILE_MESSAGES.guest;
}
