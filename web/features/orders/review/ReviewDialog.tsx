import * as Dialog from '@radix-ui/react-dialog';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  REVIEW_FIT_LABELS,
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
import { AGE_OPTIONS, draftErrors, EMPTY_DRAFT, type ReviewDraft, type ReviewTarget } from './review-form.ts';
import { useSubmitReview } from './use-order-reviews.ts';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Loved it'];
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
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-bold text-ink">Your rating</legend>
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
            <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
            <Star
              aria-hidden="true"
              className={`size-8 ${stars <= value ? 'fill-amber-400 text-amber-400' : 'text-line'}`}
              strokeWidth={1.75}
            />
          </label>
        ))}
        {value > 0 ? (
          <span className="ml-1 text-sm font-semibold text-ink-soft">{STAR_WORDS[value]}</span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function FitChoice({ value, onChange }: { value: ReviewFit | ''; onChange: (fit: ReviewFit) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-bold text-ink">How did it fit?</legend>
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
            {REVIEW_FIT_LABELS[fit]}
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
          notifySuccess(answer.message || REVIEW_MESSAGES.created, 'account');
          onClose();
        },
        onError: (error) => {
          const byField = Object.fromEntries(fieldErrors(error).map((e) => [e.field, e.msg]));
          setErrors(byField);
          notifyError(
            failureText(error, { failed: 'Your review could not be sent. Please try again.' }),
            'account',
          );
        },
      },
    );
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open || busy ? null : onClose())}>
      <DialogFrame
        wide
        title={`Review ${target.productName}`}
        description={`Size ${target.size} · ${target.colorName}`}
        closeDisabled={busy}
      >
        <form onSubmit={send} noValidate className="flex flex-col gap-5">
          <RatingStars value={draft.rating} onChange={(rating) => change({ rating })} error={errors.rating} />
          <div>
            <label htmlFor={textId} className="text-sm font-bold text-ink">
              Your review (optional)
            </label>
            <textarea
              id={textId}
              rows={4}
              maxLength={REVIEW_TEXT_MAX}
              value={draft.text}
              onChange={(event) => change({ text: event.target.value })}
              placeholder="How was the fabric, the fit, the wash?"
              aria-invalid={errors.text ? true : undefined}
              className="mt-1 block w-full rounded-xl border border-line bg-paper px-3 py-2.5 text-ink placeholder:text-ink-soft/70 focus-visible:outline-2 focus-visible:outline-accent"
            />
            <p className="mt-1 text-right text-xs text-ink-soft">
              {draft.text.length}/{REVIEW_TEXT_MAX}
            </p>
            {errors.text ? <p className={errorText}>{errors.text}</p> : null}
          </div>
          <FitChoice value={draft.fit} onChange={(fit) => change({ fit })} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <p className="text-sm font-bold text-ink">Size bought</p>
              <p className="mt-1 flex min-h-11 items-center rounded-xl bg-cream px-3 font-semibold text-ink">
                {target.size}
              </p>
            </div>
            <div>
              <label htmlFor={ageId} className="text-sm font-bold text-ink">
                Child’s age then (optional)
              </label>
              <select
                id={ageId}
                value={draft.childAge}
                onChange={(event) => change({ childAge: event.target.value })}
                className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-paper px-3 text-ink focus-visible:outline-2 focus-visible:outline-accent"
              >
                <option value="">Choose…</option>
                {AGE_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {errors.childAge ? <p className={errorText}>{errors.childAge}</p> : null}
            </div>
          </div>
          <PhotoPicker picked={picked} disabled={busy} />
          {errors.photos ? <p className={errorText}>{errors.photos}</p> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonStyles.secondary} disabled={busy}>
              Cancel
            </Dialog.Close>
            <button type="submit" className={buttonStyles.primary} disabled={busy} aria-busy={busy}>
              {busy ? 'Sending…' : 'Submit review'}
            </button>
          </div>
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
