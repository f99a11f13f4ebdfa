// The orders module's public surface: placing orders and reading them, and the lifecycle that moves
// them (the shopper's cancel and return, the shop's status changes).

export { deskChangeRoutes } from './desk-change-routes.ts';
export { createDeskChanges, type DeskChangeDeps, type DeskChanges } from './desk-changes.ts';
export { orderDeskRoutes } from './desk-routes.ts';
export { createOrderDesk, type OrderDesk, type OrderDeskDeps } from './desk-service.ts';
export { readDeskDetail } from './desk-view.ts';
export {
  type DocumentLine,
  type DocumentOrder,
  type LockedDocumentOrder,
  type OrderDocument,
  type OrderDocuments,
  orderDocuments,
} from './document-repo.ts';
export {
  cashOutstanding,
  type DayFigures,
  figuresByDay,
  type OrderFigures,
  orderFigures,
  type TopProduct,
  topProducts,
} from './figures-repo.ts';
export type { OnShipped, ShippedOrder, ShippedRecord } from './lifecycle.ts';
export {
  createOrderLifecycle,
  type Moved,
  type OrderLifecycle,
  type OrderLifecycleDeps,
  type ShopperChange,
  type StaffMove,
} from './lifecycle-service.ts';
export { createOrderMessages, type OrderMessageDeps, type OrderMessages } from './order-messages.ts';
export type { PlaceOrderInput } from './placement.ts';
export { createOrderService, type OrderDeps, type OrderService } from './service.ts';
export { orderCountsOf } from './shopper-desk.ts';
