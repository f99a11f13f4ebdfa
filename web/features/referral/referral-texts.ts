import { REFERRAL_BONUS } from '../../../contract/auth.ts';
import { textsOf, tr } from '../../i18n/texts.ts';
import { REFERRAL_UNAVAILABLE } from '../../lib/referral-share.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { REFERRAL_PROFILE_ERROR, REFERRAL_PROFILE_FAILED } from '../../lib/use-referral-code.ts';

// Texts of the referral pages (rules/accounts §2 Referral, §8 Referral, §9 rewards): pages:referral in
// web/i18n/locales, read in the shown language at each use.
export const REFERRAL_TEXTS = textsOf('pages:referral', [
  'title',
  'yourCode',
  'copy',
  'copied',
  'copyFailed',
  'shareNotSupported',
  'shareWith',
  'signIn',
  'signInButton',
  'whatsapp',
  'facebook',
  'telegram',
  'more',
  'rewardsTitle',
  'coinWorth',
  'moreWays',
  'offer',
  'loadingContent',
  'oops',
  'tryAgain',
  'unavailable',
  'offline',
  'nothing',
  'nothingText',
]);

export const referIntro = () => tr('pages:referral.intro', { shop: getShopConfig().name });
export const friendReward = () => tr('pages:referral.friendReward', { coins: REFERRAL_BONUS.newShopper });
export const referrerReward = () => tr('pages:referral.referrerReward', { coins: REFERRAL_BONUS.referrer });

/** Why there is no referral code (web/lib/use-referral-code.ts), in the shown language. */
const REASONS: Record<string, string> = {
  [REFERRAL_PROFILE_FAILED]: 'profileFailed',
  [REFERRAL_PROFILE_ERROR]: 'profileError',
  [REFERRAL_UNAVAILABLE]: 'unavailable',
};
export function referralReason(message: string): string {
  const key = REASONS[message];
  return key ? tr(`pages:messages.referral.${key}`) : message;
}
