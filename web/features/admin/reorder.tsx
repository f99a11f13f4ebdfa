import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../lib/api.ts';
import { failureText } from '../../lib/failure.ts';
import { notifyError } from '../../lib/notify.ts';
import { CONSOLE_TOAST } from './console-query.ts';
import { focusRing } from './ui.tsx';

// Putting a list in a new order (brands, categories, a category's subcategories, a home section's
// items), by drag and by Move up / Move down buttons (the keyboard's way). The list shows the new order
// at once and saves the whole list; when the save is refused it says why and goes back to the order the
// server holds. Each move is said in words for screen readers.

/** `ids` with `id` taken out and put at `index`. */
export function moved(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** The id of a Move up / Move down button, so focus can follow the item it moved. */
export const stepButtonId = (id: string, direction: 'up' | 'down') => `move-${direction}-${id}`;

export interface DragProps {
  draggable: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
  'data-dragging': true | undefined;
}

export interface Reorder<Item> {
  /** The items in the order shown (a move being saved included). */
  items: Item[];
  /** Their ids, in the same order. */
  ids: string[];
  saving: boolean;
  /** Moves an item one place up or down and saves. */
  step: (id: string, direction: 'up' | 'down') => void;
  /** What an item needs to be dragged and dropped on. */
  dragProps: (id: string) => DragProps;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export function useReorder<Item extends { _id: string }>({
  items: held,
  nameOf,
  enabled,
  save,
  failed,
  refresh,
  announce,
}: {
  /** The items in the order the server holds. */
  items: readonly Item[];
  nameOf: (item: Item) => string;
  /** False for a role that may not change the order (nothing can be dragged). */
  enabled: boolean;
  /** Sends the whole list's new order. */
  save: (ids: string[]) => Promise<ApiResult<unknown>>;
  /** The toast when the order is refused without the server's words. */
  failed: string;
  /** What is read again after a save, refused or not (its order then replaces the one shown). */
  refresh: QueryKey;
  /** Says a move in words (the page's aria-live region: Announcer). */
  announce: (words: string) => void;
}): Reorder<Item> {
  const client = useQueryClient();
  const [shown, setShown] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  // The drag in progress as the events see it (a drop and the drag's end may come before a new render).
  const drag = useRef<{ id: string; from: string[] } | null>(null);
  const focusAfter = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const byId = new Map(held.map((item) => [item._id, item]));
  const heldKey = held.map((item) => item._id).join(',');
  const ids = shown ?? held.map((item) => item._id);
  const name = (id: string) => {
    const item = byId.get(id);
    return item ? nameOf(item) : 'The item';
  };

  // The server's order replaces the one shown once it is read again (after a save, or another change).
  useEffect(() => {
    if (!saving && !drag.current) setShown(null);
  }, [heldKey]);

  // After a button moved an item, focus stays on the item's button (the other one at an end of the list).
  useEffect(() => {
    const next = focusAfter.current;
    if (!next) return;
    focusAfter.current = null;
    const button = document.getElementById(stepButtonId(next.id, next.direction)) as HTMLButtonElement | null;
    const other = document.getElementById(stepButtonId(next.id, next.direction === 'up' ? 'down' : 'up'));
    if (button && !button.disabled) button.focus();
    else other?.focus();
  });

  async function commit(order: string[], id: string) {
    setShown(order);
    announce(`${name(id)} moved to position ${order.indexOf(id) + 1} of ${order.length}.`);
    setSaving(true);
    const result = await save(order);
    if (!result.success) notifyError(failureText(result, { failed }), CONSOLE_TOAST);
    await client.invalidateQueries({ queryKey: refresh });
    setSaving(false);
    if (!result.success) {
      setShown(null);
      announce(`The order was not saved: ${name(id)} is back in its place.`);
    }
  }

  function endDrag() {
    drag.current = null;
    setDragging(null);
  }

  function step(id: string, direction: 'up' | 'down') {
    if (!enabled || saving) return;
    const index = ids.indexOf(id);
    const to = direction === 'up' ? index - 1 : index + 1;
    if (index < 0 || to < 0 || to >= ids.length) return;
    focusAfter.current = { id, direction };
    void commit(moved(ids, id, to), id);
  }

  function dragProps(id: string): DragProps {
    return {
      draggable: enabled && !saving,
      onDragStart(event) {
        // The item itself is dragged (not a picture or a dialog's content inside it).
        if (!enabled || saving || event.target !== event.currentTarget) return;
        event.stopPropagation();
        event.dataTransfer?.setData('text/plain', id);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        drag.current = { id, from: ids };
        setDragging(id);
      },
      onDragOver(event) {
        // Only this list's own items are dropped here (a subcategory is not dropped among categories).
        const current = drag.current;
        if (!current) return;
        event.preventDefault();
        event.stopPropagation();
        if (current.id !== id) setShown(moved(ids, current.id, ids.indexOf(id)));
      },
      onDrop(event) {
        const current = drag.current;
        if (!current) return;
        event.preventDefault();
        event.stopPropagation();
        endDrag();
        if (same(ids, current.from)) setShown(null);
        else void commit(ids, current.id);
      },
      onDragEnd() {
        // Dropped outside the list: nothing moves.
        if (!drag.current) return;
        endDrag();
        setShown(null);
      },
      'data-dragging': dragging === id ? true : undefined,
    };
  }

  return { items: ids.flatMap((id) => byId.get(id) ?? []), ids, saving, step, dragProps };
}

const stepButton = `inline-flex size-11 items-center justify-center rounded-full text-ink-soft ring-1 ring-line hover:bg-cream hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

/** The drag grip and the Move up / Move down buttons beside an item of an ordered list. */
export function ReorderButtons({
  reorder,
  id,
  name,
}: {
  reorder: Pick<Reorder<unknown>, 'ids' | 'saving' | 'step'>;
  id: string;
  name: string;
}) {
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

/** The page's aria-live region, where moves are said (screen readers). */
export function Announcer({ words }: { words: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {words}
    </p>
  );
}
