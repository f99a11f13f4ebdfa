// The children module's public surface: a shopper's child profiles (sizes by age).
export { type ChildrenService, createChildrenService } from './service.ts';
