/** How long the products of several orders are gathered into one message to the other instances. */
export const PRODUCT_MESSAGE_WINDOW_MS = 25;

/**
 * Gathers product ids for `windowMs` after the first one and sends them in one message: on a busy
 * morning one bus message per moment instead of one per order. Nothing is sent for an empty moment; a
 * message still gathering when the process stops is lost, which the cache times bound.
 */
export function productMessages(
  send: (productIds: string[]) => unknown,
  windowMs = PRODUCT_MESSAGE_WINDOW_MS,
): { add(productIds: readonly string[]): void } {
  let gathered = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    add(productIds) {
      for (const id of productIds) gathered.add(id);
      if (timer) return;
      timer = setTimeout(() => {
        const ids = [...gathered];
        gathered = new Set();
        timer = null;
        void send(ids);
      }, windowMs);
      timer.unref?.();
    },
  };
}
