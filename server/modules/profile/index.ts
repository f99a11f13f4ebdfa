// The profile module's public surface: the signed-in shopper's own account.
export { createProfileService, type ProfileService, type ProfileUpdate } from './service.ts';
