import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_PHOTOS_MAX } from '../../../../contract/reviews.ts';
import { photoProblem, reviewSays } from './review-form.ts';

/** A picked photo and its preview (an object URL, released when the photo is removed or the form closes). */
export interface PickedPhoto {
  file: File;
  preview: string;
}

/** The photos picked for a review: checked as they are picked, previewed, each removable. */
export function usePickedPhotos() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const kept = useRef<PickedPhoto[]>([]);
  kept.current = photos;
  // Every preview still shown is released when the form goes away.
  useEffect(
    () => () => {
      for (const photo of kept.current) URL.revokeObjectURL(photo.preview);
    },
    [],
  );

  function add(files: readonly File[]) {
    const next = [...photos];
    let refused: string | null = null;
    for (const file of files) {
      const why = photoProblem(file, next.length);
      if (why) {
        refused ??= why;
        continue;
      }
      next.push({ file, preview: URL.createObjectURL(file) });
    }
    setProblem(refused);
    setPhotos(next);
  }

  function remove(index: number) {
    const photo = photos[index];
    if (photo) URL.revokeObjectURL(photo.preview);
    setPhotos(photos.filter((_, i) => i !== index));
    setProblem(null);
  }

  return { photos, problem, add, remove };
}

/** "Add photos" (up to three) with a preview of each and a remove button on it. */
export function PhotoPicker({
  picked,
  disabled,
}: {
  picked: ReturnType<typeof usePickedPhotos>;
  disabled: boolean;
}) {
  const { t } = useTranslation('shop');
  const inputId = useId();
  const hintId = useId();
  const full = picked.photos.length >= REVIEW_PHOTOS_MAX;
  return (
    <div>
      <p className="text-sm font-bold text-ink">{t('orderReview.photos')}</p>
      <p id={hintId} className="text-xs text-ink-soft">
        {t('orderReview.photosHint', { count: REVIEW_PHOTOS_MAX })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {picked.photos.map((photo, index) => (
          <div
            key={photo.preview}
            className="relative size-20 overflow-hidden rounded-xl ring-1 ring-line/60"
          >
            <img
              src={photo.preview}
              alt={t('orderReview.preview', { number: index + 1 })}
              className="size-full object-cover"
            />
            <button
              type="button"
              onClick={() => picked.remove(index)}
              disabled={disabled}
              aria-label={t('orderReview.removePhoto', { number: index + 1 })}
              className="absolute right-1 top-1 grid size-7 place-items-center rounded-full bg-paper/90 text-ink shadow-soft"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        ))}
        {full ? null : (
          <label
            htmlFor={inputId}
            className="grid size-20 cursor-pointer place-items-center rounded-xl border border-dashed border-line text-center text-xs font-semibold text-accent hover:border-accent focus-within:outline-2 focus-within:outline-accent"
          >
            <span className="flex flex-col items-center gap-1">
              <ImagePlus className="size-5" aria-hidden="true" />
              {t('orderReview.addPhotos')}
            </span>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              multiple
              disabled={disabled}
              aria-describedby={hintId}
              className="sr-only"
              onChange={(event) => {
                picked.add(Array.from(event.target.files ?? []));
                // The same file may be picked again after it was removed.
                event.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      {picked.problem ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-danger">
          {reviewSays(picked.problem)}
        </p>
      ) : null}
    </div>
  );
}
