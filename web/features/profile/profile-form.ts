import { z } from 'zod';
import { emailSchema, GENDERS, nameSchema, type PublicUser, phoneSchema } from '../../../contract/auth.ts';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_MESSAGES,
  type ProfileUpdateFields,
} from '../../../contract/profile.ts';

// The Account Details form (rules/accounts §2 "Account Details", §5 "Profile"): the contract's field rules
// and texts, and the rule that only changed fields are sent.

export type Gender = (typeof GENDERS)[number];

export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  gender: Gender | '';
}

export function toFormValues(user: PublicUser): ProfileFormValues {
  return {
    name: user.name ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    gender: user.gender ?? '',
  };
}

/**
 * A field the shopper has never filled (an account made by phone has no email yet, a social one no
 * phone) may stay blank; once it holds a value it can be changed but not emptied, since the server
 * keeps no blank name, email or phone.
 */
function blankOr<T extends z.ZodType<string | undefined, string>>(schema: T) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional());
}

export function profileFormSchema(user: PublicUser) {
  return z.object({
    name: user.name ? nameSchema : blankOr(nameSchema),
    email: user.email ? emailSchema : blankOr(emailSchema),
    phone: user.phone ? phoneSchema : blankOr(phoneSchema),
    gender: z.union([z.enum(GENDERS), z.literal('')]),
  });
}

export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchema>>;

/** The fields whose (normalised) value differs from the stored profile. */
export function changedFields(user: PublicUser, values: ProfileFormOutput): ProfileUpdateFields {
  const changes: ProfileUpdateFields = {};
  if (values.name !== undefined && values.name !== (user.name ?? '')) changes.name = values.name;
  if (values.email !== undefined && values.email !== (user.email ?? '').toLowerCase()) {
    changes.email = values.email;
  }
  if (values.phone !== undefined && values.phone !== (user.phone ?? '')) changes.phone = values.phone;
  if (values.gender !== '' && values.gender !== user.gender) changes.gender = values.gender;
  return changes;
}

/** The multipart body: the changed text fields, then the new photo if one was picked. */
export function toFormData(changes: ProfileUpdateFields, image: File | null): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(changes)) {
    if (typeof value === 'string') form.append(field, value);
  }
  if (image) form.append('image', image, image.name);
  return form;
}

/** Why a picked file cannot be the profile photo, or null when it can. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.imageNotImage;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_MESSAGES.imageTooLarge;
  return null;
}
