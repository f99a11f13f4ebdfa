import { ROUTES } from '../../contract/routes.ts';
import { tr } from '../i18n/texts.ts';

// The WhatsApp share of the first offer card (rules/storefront §2 "Check these offers, made for you!").

export const REFERRAL_UNAVAILABLE = 'Referral code is not available. Please try again later.';

/** The referral code as shared: prefixed with the shop's brand code (once, even if it already carries it). */
export function brandedReferralCode(code: string, brandCode: string): string {
  const clean = code.trim();
  const prefix = brandCode.trim();
  if (prefix === '' || clean.toUpperCase().startsWith(prefix.toUpperCase())) return clean;
  return `${prefix}${clean}`;
}

export interface ReferralShareOptions {
  shopName: string;
  brandCode: string;
  /** The site's origin, e.g. https://littleloom.in; the sign-up link is built from it. */
  origin: string;
}

/** The sign-up page with the code filled in: {origin}/signup?ref={branded code}. */
export function referralSignUpUrl(code: string, { brandCode, origin }: ReferralShareOptions): string {
  const ref = encodeURIComponent(brandedReferralCode(code, brandCode));
  return `${origin.replace(/\/+$/, '')}${ROUTES.signup}?ref=${ref}`;
}

/** The prefilled message, in the language the page shows: who invites, the branded code and where to sign up. */
export function referralShareText(code: string, options: ReferralShareOptions): string {
  return [
    tr('pages:referral.shareInvite', { shop: options.shopName }),
    tr('pages:referral.shareSignUp', { code: brandedReferralCode(code, options.brandCode) }),
    referralSignUpUrl(code, options),
  ].join('\n');
}

/** A WhatsApp share link (https://wa.me/?text=…) carrying the message above. */
export function whatsAppShareUrl(code: string, options: ReferralShareOptions): string {
  return `https://wa.me/?text=${encodeURIComponent(referralShareText(code, options))}`;
}
