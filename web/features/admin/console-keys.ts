// The query keys the shell shares with the desks (orders/desk.ts uses the same ones): the signed-in
// staff member and the new-orders count beside the nav's Orders link.
export const consoleKeys = {
  me: ['admin', 'me'] as const,
  newOrders: ['admin', 'new-orders'] as const,
};

/** How often the new-orders count is asked again while the page is visible. */
export const NEW_ORDERS_POLL_MS = 60_000;
