// The orders module's public surface: placing orders and reading them, and the lifecycle that moves
// them (the shopper's cancel and return, the shop's status changes).
export {
  createOrderLifecycle,
  type OrderLifecycle,
  type OrderLifecycleDeps,
  type ShopperChange,
} from './lifecycle-service.ts';
export type { PlaceOrderInput } from './placement.ts';
export { createOrderService, type OrderDeps, type OrderService } from './service.ts';
