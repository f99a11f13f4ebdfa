import * as Slider from '@radix-ui/react-slider';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_RANGE } from '../../../../../contract/constants.ts';
import { formatRupees } from '../../../../lib/format.ts';

export const PRICE_STEP = 100;
/** Arrow keys commit on every press; the listing waits for a pause in typing before it changes. */
export const KEYBOARD_COMMIT_DELAY_MS = 600;

const thumbClass =
  'block size-6 cursor-grab rounded-full border-2 border-accent bg-paper shadow-soft transition-transform hover:scale-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent active:cursor-grabbing';

/** Two-thumb price slider over 0–5000; the listing changes when a thumb is let go. */
export function PriceFilter({
  value,
  onCommit,
}: {
  value: readonly [number, number];
  onCommit: (value: [number, number]) => void;
}) {
  const labelId = useId();
  const { t } = useTranslation('catalog');
  const [draft, setDraft] = useState<[number, number]>([value[0], value[1]]);
  const [min, max] = value;
  const byKeyboard = useRef(false);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  function commit(next: number[]) {
    const range: [number, number] = [next[0] ?? PRICE_RANGE.min, next[1] ?? PRICE_RANGE.max];
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    if (!byKeyboard.current) {
      onCommit(range);
      return;
    }
    pending.current = setTimeout(() => {
      pending.current = null;
      onCommit(range);
    }, KEYBOARD_COMMIT_DELAY_MS);
  }

  // Follow the URL (Back, Clear Filters) when it changes under the slider.
  useEffect(() => setDraft([min, max]), [min, max]);

  const [low, high] = draft;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset cannot hold the slider's group semantics any better; the group names both thumbs.
    <div role="group" aria-labelledby={labelId}>
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-bold text-ink">
          {t('listing.price.legend')}
        </span>
        <output aria-live="polite" className="text-sm font-semibold text-ink-soft">
          {formatRupees(low)} – {formatRupees(high)}
          {high >= PRICE_RANGE.max ? '+' : ''}
        </output>
      </div>
      <Slider.Root
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={PRICE_STEP}
        minStepsBetweenThumbs={1}
        value={draft}
        onValueChange={(next) => setDraft([next[0] ?? PRICE_RANGE.min, next[1] ?? PRICE_RANGE.max])}
        onValueCommit={commit}
        onKeyDown={() => {
          byKeyboard.current = true;
        }}
        onPointerDown={() => {
          byKeyboard.current = false;
        }}
        className="relative mx-3 flex h-6 touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-line">
          <Slider.Range className="absolute h-full rounded-full bg-accent" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={t('listing.price.min')}
          aria-valuetext={formatRupees(low)}
          className={thumbClass}
        />
        <Slider.Thumb
          aria-label={t('listing.price.max')}
          aria-valuetext={formatRupees(high)}
          className={thumbClass}
        />
      </Slider.Root>
      <div className="mt-2 flex justify-between text-xs text-ink-soft" aria-hidden="true">
        <span>{formatRupees(PRICE_RANGE.min)}</span>
        <span>{formatRupees(PRICE_RANGE.max)}+</span>
      </div>
    </div>
  );
}
