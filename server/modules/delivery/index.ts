// The delivery module's public surface: estimates and cash limits by pincode, and India Post's places.
export { findPincode, type PincodePlace } from './pincodes.ts';
export { createDeliveryService, type DeliveryService, type DeliveryServiceOptions } from './service.ts';
