import { type DragEvent, useEffect, useRef, useState } from 'react';

// Putting a list in a new order, by drag and by Move up / Move down buttons (the keyboard's way). The
// list shows the new order at once and saves the whole list; when the save is refused it goes back
// to the order the server holds. Each move is announced for screen readers.

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

export interface Reorder {
  /** The ids in the order shown (a move being saved included). */
  ids: string[];
  saving: boolean;
  /** Moves an item one place up or down and saves. */
  step: (id: string, direction: 'up' | 'down') => void;
  /** What a row needs to be dragged and dropped on. */
  dragProps: (id: string) => DragProps;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export function useReorder({
  ids: held,
  nameOf,
  enabled,
  save,
  announce,
}: {
  /** The order the server holds. */
  ids: readonly string[];
  nameOf: (id: string) => string;
  /** False for a role that may not change the order (nothing can be dragged). */
  enabled: boolean;
  /** Saves the whole list; resolves false when it was refused (the caller said why). */
  save: (ids: string[]) => Promise<boolean>;
  /** Says a move in words (the page's aria-live region). */
  announce: (words: string) => void;
}): Reorder {
  const [shown, setShown] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState<{ id: string; from: string[] } | null>(null);
  const focusAfter = useRef<{ id: string; direction: 'up' | 'down' } | null>(null);
  const heldKey = held.join(',');
  const ids = shown ?? [...held];

  // The server's order replaces the one shown once it is read again (after a save, or another change).
  useEffect(() => {
    if (!saving && !dragging) setShown(null);
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
    announce(`${nameOf(id)} moved to position ${order.indexOf(id) + 1} of ${order.length}.`);
    setSaving(true);
    const saved = await save(order);
    setSaving(false);
    if (!saved) {
      setShown(null);
      announce(`The order was not saved: ${nameOf(id)} is back in its place.`);
    }
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
        setDragging({ id, from: ids });
      },
      onDragOver(event) {
        // Only this list's own items are dropped here (a subcategory is not dropped among categories).
        if (!dragging) return;
        event.preventDefault();
        event.stopPropagation();
        if (dragging.id === id) return;
        setShown(moved(ids, dragging.id, ids.indexOf(id)));
      },
      onDrop(event) {
        if (!dragging) return;
        event.preventDefault();
        event.stopPropagation();
        const { id: dragged, from } = dragging;
        setDragging(null);
        if (same(ids, from)) setShown(null);
        else void commit(ids, dragged);
      },
      onDragEnd() {
        // Dropped outside the list: nothing moves.
        if (!dragging) return;
        setDragging(null);
        setShown(null);
      },
      'data-dragging': dragging?.id === id ? true : undefined,
    };
  }

  return { ids, saving, step, dragProps };
}
