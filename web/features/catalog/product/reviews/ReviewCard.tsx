import * as Dialog from '@radix-ui/react-dialog';
import { BadgeCheck, ThumbsUp, X } from 'lucide-react';
import { useState } from 'react';
import {
  boughtLine,
  type PublicReview,
  REVIEW_FIT_LABELS,
  type ReviewPhoto,
} from '../../../../../contract/reviews.ts';
import { uploadUrl } from '../../../../lib/api.ts';
import { Stars } from '../Stars.tsx';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function reviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A review's photo, larger, over the page (tap a thumbnail to open, tap outside or × to close). */
function PhotoViewer({
  photo,
  author,
  onClose,
}: {
  photo: ReviewPhoto | null;
  author: string;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open={photo !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80" />
        <Dialog.Content className="fixed inset-0 z-50 grid place-items-center p-4 focus:outline-none">
          <Dialog.Title className="sr-only">Photo by {author}</Dialog.Title>
          <Dialog.Description className="sr-only">The review’s photo, larger.</Dialog.Description>
          {photo ? (
            <img
              src={uploadUrl(photo.file)}
              alt={`Shared by ${author}, larger`}
              className="max-h-[85dvh] max-w-full rounded-2xl object-contain shadow-soft"
            />
          ) : null}
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 grid size-11 place-items-center rounded-full bg-paper/90 text-ink shadow-soft"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One approved review: stars, date, verified buyer, fit, size and age, text, photos and "Helpful (n)". */
export function ReviewCard({
  review,
  voted,
  busy,
  onHelpful,
}: {
  review: PublicReview;
  voted: boolean;
  busy: boolean;
  onHelpful: () => void;
}) {
  const [open, setOpen] = useState<ReviewPhoto | null>(null);
  const bought = boughtLine(review.sizeBought, review.childAgeMonths);
  return (
    <article
      aria-label={`Review by ${review.authorName}`}
      className="flex h-full flex-col rounded-card bg-paper p-4 shadow-soft ring-1 ring-line/60"
    >
      <div className="flex items-center justify-between gap-2">
        <Stars rating={review.rating} size="size-3.5" />
        <time dateTime={review.createdAt} className="text-xs text-ink-soft">
          {reviewDate(review.createdAt)}
        </time>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-ink">
        <span
          aria-hidden="true"
          className="grid size-6 place-items-center rounded-full bg-lilac text-[11px] font-black text-ink/70"
        >
          {review.authorName.slice(0, 1).toUpperCase()}
        </span>
        {review.authorName}
        {review.verifiedBuyer ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-mint px-2 py-0.5 text-[11px] font-bold text-leaf">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Verified buyer
          </span>
        ) : null}
      </p>
      {review.fit || bought ? (
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-soft">
          {review.fit ? (
            <span>
              Fit: <span className="font-semibold text-ink">{REVIEW_FIT_LABELS[review.fit]}</span>
            </span>
          ) : null}
          {bought ? <span>{bought}</span> : null}
        </p>
      ) : null}
      {review.title ? <h3 className="mt-2 text-sm font-bold text-ink">{review.title}</h3> : null}
      {review.text ? (
        <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-ink-soft">{review.text}</p>
      ) : null}
      {review.photos.length > 0 ? (
        <ul aria-label="Photos" className="mt-3 flex gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.file}>
              <button
                type="button"
                onClick={() => setOpen(photo)}
                aria-label={`Open photo ${index + 1} of ${review.photos.length}`}
                className="block size-16 overflow-hidden rounded-xl ring-1 ring-line/60 focus-visible:outline-2 focus-visible:outline-accent"
              >
                <img
                  src={uploadUrl(photo.thumb)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-3">
        <button
          type="button"
          onClick={onHelpful}
          disabled={busy}
          aria-pressed={voted}
          aria-label={`Helpful (${review.helpfulCount}): review by ${review.authorName}`}
          className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60 ${
            voted
              ? 'border-accent bg-accent-soft text-accent-strong'
              : 'border-line text-ink hover:border-accent'
          }`}
        >
          <ThumbsUp className={`size-3.5 ${voted ? 'fill-current' : ''}`} aria-hidden="true" />
          Helpful ({review.helpfulCount})
        </button>
      </div>
      <PhotoViewer photo={open} author={review.authorName} onClose={() => setOpen(null)} />
    </article>
  );
}
