import { PROFILE_MESSAGES } from '../../../contract/profile.ts';

/**
 * The mail the feedback dialog composes (rules/accounts §2): to support, a fixed subject, the
 * message as body.
 */
export function feedbackMailto(supportEmail: string, message: string): string {
  const subject = encodeURIComponent(PROFILE_MESSAGES.feedbackSubject);
  return `mailto:${supportEmail}?subject=${subject}&body=${encodeURIComponent(message)}`;
}
