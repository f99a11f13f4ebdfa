// The auth module's public surface: sign-up, sign-in and recovery, and social sign-in.
export { createOidcClient, type OidcClient, type OidcSettings } from './oidc-client.ts';
export { type AuthService, createAuthService, DELIVERY_FAILED_MESSAGE } from './service.ts';
export { createSocialService, type SocialService } from './social-service.ts';
