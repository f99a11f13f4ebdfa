import { type DragEvent, useEffect, useRef, useState } from 'react';

// A section's items put in a new order, by drag and by Move up / Move down (the keyboard's way). The
// new order shows at once and the whole list is saved; a refused save puts back the server's order.
// Each move is said in words for screen readers.

/** `ids` with `id` taken out and put at `index`. */
export function moved(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

export interface DragProps {
  draggable: boolean;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
  'data-dragging': true | undefined;
}

export interface ItemOrder {
  /** The ids in the order shown. */
  ids: string[];
  saving: boolean;
  step: (id: string, by: -1 | 1) => void;
  dragProps: (id: string) => DragProps;
  /** The last move in words (an aria-live region reads it). */
  said: string;
}

export function useItemOrder({
  ids: held,
  nameOf,
  enabled,
  save,
}: {
  /** The order the server holds. */
  ids: readonly string[];
  nameOf: (id: string) => string;
  enabled: boolean;
  /** Saves the whole list; false when refused (the caller said why). */
  save: (ids: string[]) => Promise<boolean>;
}): ItemOrder {
  const [shown, setShown] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [dragging, setDragging] = useState<{ id: string; from: string[] } | null>(null);
  const [said, setSaid] = useState('');
  // The drag in progress as the events see it (a drop and the drag's end come before a new render).
  const drag = useRef<{ id: string; from: string[] } | null>(null);
  const heldKey = held.join(',');
  const ids = shown ?? [...held];

  // A new order from the server replaces the one shown.
  useEffect(() => {
    if (!saving && !dragging) setShown(null);
  }, [heldKey]);

  async function commit(order: string[], id: string) {
    setShown(order);
    setSaid(`${nameOf(id)} moved to place ${order.indexOf(id) + 1} of ${order.length}.`);
    setSaving(true);
    const saved = await save(order);
    setSaving(false);
    if (!saved) {
      setShown(null);
      setSaid(`The order was not saved: ${nameOf(id)} is back in its place.`);
    }
  }

  return {
    ids,
    saving,
    said,
    step(id, by) {
      if (!enabled || saving) return;
      const index = ids.indexOf(id);
      const to = index + by;
      if (index < 0 || to < 0 || to >= ids.length) return;
      void commit(moved(ids, id, to), id);
    },
    dragProps(id) {
      return {
        draggable: enabled && !saving,
        onDragStart(event) {
          if (!enabled || saving) return;
          event.dataTransfer?.setData('text/plain', id);
          if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
          drag.current = { id, from: ids };
          setDragging(drag.current);
        },
        onDragOver(event) {
          if (!dragging) return;
          event.preventDefault();
          if (dragging.id !== id) setShown(moved(ids, dragging.id, ids.indexOf(id)));
        },
        onDrop(event) {
          if (!drag.current) return;
          event.preventDefault();
          const { id: dragged, from } = drag.current;
          drag.current = null;
          setDragging(null);
          if (ids.join(',') === from.join(',')) setShown(null);
          else void commit(ids, dragged);
        },
        onDragEnd() {
          // Dropped outside the list: nothing moves.
          if (!drag.current) return;
          drag.current = null;
          setDragging(null);
          setShown(null);
        },
        'data-dragging': dragging?.id === id ? true : undefined,
      };
    },
  };
}
