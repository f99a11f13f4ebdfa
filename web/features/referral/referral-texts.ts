import { REFERRAL_BONUS } from '../../../contract/auth.ts';

// Texts of the referral pages (rules/accounts §2 Referral, §8 Referral, §9 rewards).
export const REFERRAL_TEXTS = {
  referTitle: 'Refer & Earn',
  referIntro: 'Invite friends to Little Loom. When they sign up with your code, you both earn coins.',
  yourCode: 'Your referral code',
  copy: 'Copy',
  copied: 'Copied!',
  copyFailed: 'Failed to copy!',
  shareNotSupported: 'Platform not supported for sharing',
  shareWith: 'Share with',
  signIn: 'Sign in to get your referral code.',
  rewardsTitle: 'How it works',
  friendReward: `Your friend gets ${REFERRAL_BONUS.newShopper} coins when they sign up with your code.`,
  referrerReward: `You get ${REFERRAL_BONUS.referrer} coins for every friend who joins.`,
  coinWorth: '1 coin = ₹1, to spend on your orders at checkout.',
  loadingContent: 'Loading content...',
  oops: 'Oops!',
  tryAgain: 'Try Again',
  unavailable: "This content isn't available right now",
  offline: "We couldn't load this content. Check your connection and try again.",
  nothing: 'Nothing to see here',
  nothingText: "We couldn't find any content to display",
} as const;
