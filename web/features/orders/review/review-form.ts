import { reviewFormFields } from '../../../../contract/review-form.ts';
import {
  REVIEW_MESSAGES,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_MAX,
  type ReviewFit,
} from '../../../../contract/reviews.ts';
import { localize, tr } from '../../../i18n/texts.ts';

// The review form's rules, kept apart from its screen: the ages offered, the photos a shopper may add,
// and the form data sent — checked with the contract's own schema, so the form and the server say
// the same thing about the same field.

/** What the form holds. */
export interface ReviewDraft {
  rating: number;
  text: string;
  fit: ReviewFit | '';
  /** Whole months as text ('' when not chosen). */
  childAge: string;
}

export const EMPTY_DRAFT: ReviewDraft = { rating: 0, text: '', fit: '', childAge: '' };

/** The child's age choices: each month up to two years, then each year up to 14 (in the shown language). */
export function ageOptions(): { value: string; label: string }[] {
  return [
    ...Array.from({ length: 24 }, (_, months) => ({
      value: String(months),
      label:
        months === 0
          ? tr('shop:orderReview.ages.newborn')
          : tr('shop:orderReview.ages.months', { count: months }),
    })),
    ...Array.from({ length: 13 }, (_, i) => ({
      value: String((i + 2) * 12),
      label: tr('shop:orderReview.ages.years', { count: i + 2 }),
    })),
  ];
}

/**
 * A contract message of the review form (REVIEW_MESSAGES: the form's checks and the server's fallbacks)
 * in the shown language; the server's own words pass as they are.
 */
export const reviewSays = (message: string) => localize(message, 'shop:orderReview.messages') ?? message;

/** Why a picked file cannot be added, or null: pictures only, 5 MB each, three in all. */
export function photoProblem(file: Pick<File, 'type' | 'size'>, alreadyPicked: number): string | null {
  if (alreadyPicked >= REVIEW_PHOTOS_MAX) return REVIEW_MESSAGES.tooManyPhotos;
  if (!file.type.startsWith('image/')) return REVIEW_MESSAGES.photoNotImage;
  if (file.size > REVIEW_PHOTO_MAX_BYTES) return REVIEW_MESSAGES.photoTooLarge;
  return null;
}

export interface ReviewTarget {
  orderId: string;
  orderItemId: string;
  productId: string;
  productName: string;
  size: string;
  colorName: string;
}

/** The fields as the server reads them ('' and unset left out). */
export function reviewFields(target: ReviewTarget, draft: ReviewDraft): Record<string, string> {
  return {
    productId: target.productId,
    orderId: target.orderId,
    orderItemId: target.orderItemId,
    rating: draft.rating > 0 ? String(draft.rating) : '',
    text: draft.text,
    ...(draft.fit ? { fit: draft.fit } : {}),
    sizeBought: target.size,
    ...(draft.childAge !== '' ? { childAge: draft.childAge } : {}),
  };
}

/** What the shopper fills in (the ids come from the order itself, checked by the server). */
const draftSchema = reviewFormFields.pick({ rating: true, text: true, fit: true, childAge: true });

/** The contract's word on each field the shopper fills in, or null when the form may be sent. */
export function draftErrors(target: ReviewTarget, draft: ReviewDraft): Record<string, string> | null {
  const { rating, text, fit, childAge } = reviewFields(target, draft);
  const result = draftSchema.safeParse({ rating, text, fit, childAge });
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The multipart body: the fields, then the photos as parts named `photos`. */
export function reviewFormData(target: ReviewTarget, draft: ReviewDraft, photos: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(reviewFields(target, draft))) form.append(name, value);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}
