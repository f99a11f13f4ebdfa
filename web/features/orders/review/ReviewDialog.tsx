import * as Dialog from '@radix-ui/react-dialog';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_FITS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  type ReviewFit,
} from '../../../../contract/reviews.ts';
import { buttonStyles } from '../../../components/button-styles.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { failureText, fieldErrors } from '../../../lib/failure.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { PhotoPicker, usePickedPhotos } from './PhotoPicker.tsx';
import {
  ageOptions,
  draftErrors,
  EMPTY_DRAFT,
  type ReviewDraft,
  type ReviewTarget,
  reviewSays,
} from './review-form.ts';
import { useSubmitReview } from './use-order-reviews.ts';

const errorText = 'mt-1 text-sm font-semibold text-danger';

/** Five stars as radio buttons: a tap (or the arrow keys) picks the rating. */
function RatingStars({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const errorId = useId();
  const { t } = useTranslation('shop');
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-bold text-ink">{t('orderReview.rating')}</legend>
      <div className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-full p-1 focus-within:outline-2 focus-within:outline-accent"
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <span className="sr-only">{t('orderReview.stars', { count: stars })}</span>
            <Star
              aria-hidden="true"
              className={`size-8 ${stars <= value ? 'fill-amber-400 text-amber-400' : 'text-line'}`}
              strokeWidth={1.75}
            />
          </label>
        ))}
        {value > 0 ? (
          <span className="ml-1 text-sm font-semibold text-ink-soft">
            {t(`orderReview.starWords.${value}`)}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={errorText}>
          {reviewSays(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

function FitChoice({ value, onChange }: { value: ReviewFit | ''; onChange: (fit: ReviewFit) => void }) {
  const { t } = useTranslation('shop');
  return (
    <fieldset>
      <legend className="text-sm font-bold text-ink">{t('orderReview.fitLegend')}</legend>
      <div className="mt-1 grid grid-cols-3 gap-2">
        {REVIEW_FITS.map((fit) => (
          <label
            key={fit}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-full border px-2 text-center text-sm font-semibold focus-within:outline-2 focus-within:outline-accent ${
              value === fit ? 'border-accent bg-accent-soft text-accent-strong' : 'border-line text-ink'
            }`}
          >
            <input
              type="radio"
              name="fit"
              value={fit}
              checked={value === fit}
              onChange={() => onChange(fit)}
              className="sr-only"
            />
            {t(`catalog:product.reviews.fits.${fit}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The review form of one order line: stars, a few words, how it fit, the size bought (the line's),
 * the child's age then, and up to three photos. The contract's messages, here and from the server.
 */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const picked = usePickedPhotos();
  const submit = useSubmitReview();
  const busy = submit.isPending;
  const textId = useId();
  const ageId = useId();
  const change = (next: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...next }));

  function send(event: FormEvent) {
    event.preventDefault();
    const problems = draftErrors(target, draft);
    setErrors(problems ?? {});
    if (problems) return;
    submit.mutate(
      { target, draft, photos: picked.photos.map((photo) => photo.file) },
      {
        onSuccess: (answer) => {
          notifySuccess(reviewSays(answer.message || REVIEW_MESSAGES.created), 'account');
          onClose();
        },
        onError: (error) => {
          const byField = Object.fromEntries(fieldErrors(error).map((e) => [e.field, e.msg]));
          setErrors(byField);
          notifyError(reviewSays(failureText(error, { failed: t('orderReview.sendFailed') })), 'account');
        },
      },
    );
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? null : onClose())}>
      <DialogFrame
        wide
        title={t('orderReview.title', { name: target.productName })}
        description={t('orderReview.subtitle', { size: target.size, colour: target.colorName })}
        closeDisabled={busy}
      >
        <form onSubmit={send} noValidate className="flex flex-col gap-5">
          <RatingStars value={draft.rating} onChange={(rating) => change({ rating })} error={errors.rating} />
          <div>
            <label htmlFor={textId} className="text-sm font-bold text-ink">
              {t('orderReview.text')}
            </label>
            <textarea
              id={textId}
              rows={4}
              maxLength={REVIEW_TEXT_MAX}
              value={draft.text}
              onChange={(event) => change({ text: event.target.value })}
              placeholder={t('orderReview.placeholder')}
              aria-invalid={errors.text ? true : undefined}
              className="mt-1 block w-full rounded-xl border border-line bg-paper px-3 py-2.5 text-ink placeholder:text-ink-soft/70 focus-visible:outline-2 focus-visible:outline-accent"
            />
            <p className="mt-1 text-right text-xs text-ink-soft">
              {draft.text.length}/{REVIEW_TEXT_MAX}
            </p>
            {errors.text ? <p className={errorText}>{reviewSays(errors.text)}</p> : null}
          </div>
          <FitChoice value={draft.fit} onChange={(fit) => change({ fit })} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <p className="text-sm font-bold text-ink">{t('orderReview.sizeBought')}</p>
              <p className="mt-1 flex min-h-11 items-center rounded-xl bg-cream px-3 font-semibold text-ink">
                {target.size}
              </p>
            </div>
            <div>
              <label htmlFor={ageId} className="text-sm font-bold text-ink">
                {t('orderReview.childAge')}
              </label>
              <select
                id={ageId}
                value={draft.childAge}
                onChange={(event) => change({ childAge: event.target.value })}
                className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-paper px-3 text-ink focus-visible:outline-2 focus-visible:outline-accent"
              >
                <option value="">{t('orderReview.choose')}</option>
                {ageOptions().map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {errors.childAge ? <p className={errorText}>{reviewSays(errors.childAge)}</p> : null}
            </div>
          </div>
          <PhotoPicker picked={picked} disabled={busy} />
          {errors.photos ? <p className={errorText}>{reviewSays(errors.photos)}</p> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonStyles.secondary} disabled={busy}>
              {t('orderReview.cancel')}
            </Dialog.Close>
            <button type="submit" className={buttonStyles.primary} disabled={busy} aria-busy={busy}>
              {busy ? t('orderReview.sending') : t('orderReview.submit')}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
