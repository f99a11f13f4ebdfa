import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { focusRing } from '../../ui.tsx';
import { type Reorder, stepButtonId } from '../use-reorder.ts';

// The drag grip and the Move up / Move down buttons beside an item of an ordered list.

const stepButton = `inline-flex size-11 items-center justify-center rounded-full text-ink-soft ring-1 ring-line hover:bg-cream hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

export function ReorderButtons({ reorder, id, name }: { reorder: Reorder; id: string; name: string }) {
  const index = reorder.ids.indexOf(id);
  return (
    <div className="flex items-center gap-1">
      <GripVertical className="size-5 shrink-0 cursor-grab text-ink-soft" aria-hidden="true" />
      <button
        type="button"
        id={stepButtonId(id, 'up')}
        className={stepButton}
        aria-label={`Move ${name} up`}
        disabled={index <= 0}
        aria-busy={reorder.saving}
        onClick={() => reorder.step(id, 'up')}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        id={stepButtonId(id, 'down')}
        className={stepButton}
        aria-label={`Move ${name} down`}
        disabled={index < 0 || index >= reorder.ids.length - 1}
        aria-busy={reorder.saving}
        onClick={() => reorder.step(id, 'down')}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The page's one aria-live region, where moves are said (screen readers). */
export function Announcer({ words }: { words: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {words}
    </p>
  );
}
