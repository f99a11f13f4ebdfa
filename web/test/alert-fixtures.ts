import { ALERT_MESSAGES, type Alert } from '../../contract/alerts.ts';
import { type FakeHandlers, refusal } from './fake-api.ts';

// The alerts endpoints for the tests of every screen with a "Notify me" or a price-drop toggle. They
// keep the shopper's alerts like the server does: asking again answers the same alert, a removal takes
// it out, and removing one that is not there is 404.

export function makeAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    _id: 'a1',
    productId: 'p1',
    productName: 'Product 1',
    image: null,
    color: null,
    colorName: null,
    size: null,
    kind: 'back-in-stock',
    priceAt: null,
    createdAt: new Date(Date.UTC(2026, 0, 31)).toISOString(),
    ...overrides,
  };
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** alerts, alertAdd and alertRemove over the shopper's `waiting` alerts (newest first). */
export function alertHandlers(waiting: Alert[] = []) {
  let alerts = [...waiting];
  let made = 0;
  return {
    alerts: () => ({ alerts }),
    alertAdd: ({ body }) => {
      const message =
        body.kind === 'price-drop' ? ALERT_MESSAGES.priceDropAdded : ALERT_MESSAGES.backInStockAdded;
      const found = alerts.find(
        (a) =>
          a.productId === body.productId &&
          a.kind === body.kind &&
          same(a.color, body.color) &&
          same(a.size, body.size),
      );
      if (found) return { message, alert: found };
      made += 1;
      const alert = makeAlert({
        _id: `new-${made}`,
        productId: body.productId,
        kind: body.kind,
        color: body.color ?? null,
        size: body.size ?? null,
        priceAt: body.kind === 'price-drop' ? 999 : null,
      });
      alerts = [alert, ...alerts];
      return { message, alert };
    },
    alertRemove: ({ params }) => {
      if (!alerts.some((a) => a._id === params.id)) return refusal(404, ALERT_MESSAGES.notFound);
      alerts = alerts.filter((a) => a._id !== params.id);
      return { message: ALERT_MESSAGES.removed };
    },
  } satisfies FakeHandlers;
}
