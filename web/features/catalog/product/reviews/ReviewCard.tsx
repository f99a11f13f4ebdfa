import * as Dialog from '@radix-ui/react-dialog';
import type { TFunction } from 'i18next';
import { BadgeCheck, ThumbsUp, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boughtLine, type PublicReview, type ReviewPhoto } from '../../../../../contract/reviews.ts';
import { currentLocale } from '../../../../i18n/language.ts';
import { uploadUrl } from '../../../../lib/api.ts';
import { Stars } from '../Stars.tsx';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A review's day, written for the language the page shows (made once per locale). */
export function reviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = currentLocale();
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
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
  const { t } = useTranslation('catalog');
  return (
    <Dialog.Root open={photo !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80" />
        <Dialog.Content className="fixed inset-0 z-50 grid place-items-center p-4 focus:outline-none">
          <Dialog.Title className="sr-only">{t('product.reviews.photoBy', { author })}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('product.reviews.photoLarger')}</Dialog.Description>
          {photo ? (
            <img
              src={uploadUrl(photo.file)}
              alt={t('product.reviews.sharedBy', { author })}
              className="max-h-[85dvh] max-w-full rounded-2xl object-contain shadow-soft"
            />
          ) : null}
          <Dialog.Close
            aria-label={t('common:actions.close')}
            className="absolute right-3 top-3 grid size-11 place-items-center rounded-full bg-paper/90 text-ink shadow-soft"
          >
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The size and age line in another language ("3-4Y खरीदा, 3 साल के बच्चे के लिए"). */
function localBoughtLine(
  t: TFunction<'catalog'>,
  sizeBought: string | null,
  childAgeMonths: number | null,
): string | null {
  const age =
    childAgeMonths === null
      ? null
      : childAgeMonths < 1
        ? t('product.reviews.age.newborn')
        : childAgeMonths < 24
          ? t('product.reviews.age.months', { count: childAgeMonths })
          : t('product.reviews.age.years', { count: Math.floor(childAgeMonths / 12) });
  if (sizeBought && age) return t('product.reviews.boughtFor', { size: sizeBought, age });
  if (sizeBought) return t('product.reviews.bought', { size: sizeBought });
  if (age) return t('product.reviews.for', { age });
  return null;
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
  const { t, i18n } = useTranslation('catalog');
  const bought =
    i18n.language === 'en'
      ? boughtLine(review.sizeBought, review.childAgeMonths)
      : localBoughtLine(t, review.sizeBought, review.childAgeMonths);
  return (
    <article
      aria-label={t('product.reviews.by', { author: review.authorName })}
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
            {t('product.reviews.verified')}
          </span>
        ) : null}
      </p>
      {review.fit || bought ? (
        <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-soft">
          {review.fit ? (
            <span>
              {t('product.reviews.fit')}{' '}
              <span className="font-semibold text-ink">{t(`product.reviews.fits.${review.fit}`)}</span>
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
        <ul aria-label={t('product.reviews.photos')} className="mt-3 flex gap-2">
          {review.photos.map((photo, index) => (
            <li key={photo.file}>
              <button
                type="button"
                onClick={() => setOpen(photo)}
                aria-label={t('product.reviews.openPhoto', {
                  number: index + 1,
                  count: review.photos.length,
                })}
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
          aria-label={t('product.reviews.helpfulLabel', {
            count: review.helpfulCount,
            author: review.authorName,
          })}
          className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60 ${
            voted
              ? 'border-accent bg-accent-soft text-accent-strong'
              : 'border-line text-ink hover:border-accent'
          }`}
        >
          <ThumbsUp className={`size-3.5 ${voted ? 'fill-current' : ''}`} aria-hidden="true" />
          {t('product.reviews.helpful', { count: review.helpfulCount })}
        </button>
      </div>
      <PhotoViewer photo={open} author={review.authorName} onClose={() => setOpen(null)} />
    </article>
  );
}
