import { Check, Copy, Gift, LogIn, MessageCircle, Send, Share2, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { buttonStyles } from '../../components/button-styles.ts';
import { notifyError } from '../../lib/notify.ts';
import { brandedReferralCode, referralShareText, referralSignUpUrl } from '../../lib/referral-share.ts';
import { signInPath } from '../../lib/session-expiry.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useReferralCode } from '../../lib/use-referral-code.ts';
import { useStoredToken } from '../../lib/use-stored-token.ts';
import {
  friendReward,
  REFERRAL_TEXTS,
  referIntro,
  referralReason,
  referrerReward,
} from './referral-texts.ts';

// /refer (rules/accounts §2 Referral, §8): the shopper's code with Copy (a confirmation for 2 s), share
// targets (WhatsApp, Facebook, Telegram, the device's share sheet) and the rewards panel. Every shared
// link opens /signup?ref=<code>, which fills the code in.

const COPIED_MS = 2000;

type Target = 'whatsapp' | 'facebook' | 'telegram';

function shareUrl(target: Target, text: string, link: string): string {
  if (target === 'whatsapp') return `https://wa.me/?text=${encodeURIComponent(text)}`;
  if (target === 'facebook')
    return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
  return `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`;
}

export default function ReferPage() {
  // Drawn again when the language changes (the texts below are read at each render).
  useTranslation('pages');
  usePageTitle(REFERRAL_TEXTS.title);
  const signedIn = useStoredToken() !== null;
  const referral = useReferralCode();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const shop = getShopConfig();
  const options = { shopName: shop.name, brandCode: shop.brandCode, origin: window.location.origin };
  const code = referral.code ? brandedReferralCode(referral.code, shop.brandCode) : null;

  /** The code, or the spec's message for why there is none. */
  function needCode(): string | null {
    if (referral.code) return referral.code;
    notifyError(referral.error ? referralReason(referral.error) : REFERRAL_TEXTS.signIn, 'account');
    return null;
  }

  async function copy() {
    if (!needCode() || !code) return;
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current ?? undefined);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      window.alert(REFERRAL_TEXTS.copyFailed);
    }
  }

  function share(target: Target) {
    const raw = needCode();
    if (!raw) return;
    window.open(
      shareUrl(target, referralShareText(raw, options), referralSignUpUrl(raw, options)),
      '_blank',
      'noopener,noreferrer',
    );
  }

  async function shareSheet() {
    const raw = needCode();
    if (!raw) return;
    if (typeof navigator.share !== 'function') {
      window.alert(REFERRAL_TEXTS.shareNotSupported);
      return;
    }
    try {
      await navigator.share({
        title: shop.name,
        text: referralShareText(raw, options),
        url: referralSignUpUrl(raw, options),
      });
    } catch {
      // Closing the share sheet is not an error.
    }
  }

  const targets: { key: Target; label: string; icon: typeof MessageCircle }[] = [
    { key: 'whatsapp', label: REFERRAL_TEXTS.whatsapp, icon: MessageCircle },
    { key: 'facebook', label: REFERRAL_TEXTS.facebook, icon: Users },
    { key: 'telegram', label: REFERRAL_TEXTS.telegram, icon: Send },
  ];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-10 pt-4 md:px-6 md:pt-6">
      <h1 className="mb-2 font-display text-2xl font-extrabold text-ink md:text-3xl">
        {REFERRAL_TEXTS.title}
      </h1>
      <p className="mb-6 text-sm text-ink-soft">{referIntro()}</p>

      <section
        aria-labelledby="referral-code-heading"
        className="mb-6 flex flex-col gap-4 rounded-card bg-paper p-5 shadow-soft ring-1 ring-line/60"
      >
        <h2 id="referral-code-heading" className="text-sm font-bold uppercase tracking-wide text-ink-soft">
          {REFERRAL_TEXTS.yourCode}
        </h2>
        {!signedIn ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-ink">{REFERRAL_TEXTS.signIn}</p>
            <Link to={signInPath(ROUTES.refer)} className={buttonStyles.primary}>
              <LogIn className="size-4" aria-hidden="true" /> {REFERRAL_TEXTS.signInButton}
            </Link>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <output
              data-testid="referral-code"
              className="rounded-xl border-2 border-dashed border-accent/50 bg-accent-soft px-4 py-2 font-mono text-xl font-bold tracking-widest text-ink"
            >
              {code ?? '········'}
            </output>
            <button type="button" onClick={copy} className={buttonStyles.secondary} disabled={!code}>
              {copied ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {copied ? REFERRAL_TEXTS.copied : REFERRAL_TEXTS.copy}
            </button>
          </div>
        )}
        <div>
          <p className="mb-2 text-sm font-semibold text-ink">{REFERRAL_TEXTS.shareWith}</p>
          <div className="flex flex-wrap gap-2">
            {targets.map(({ key, label, icon: Icon }) => (
              <button key={key} type="button" onClick={() => share(key)} className={buttonStyles.secondary}>
                <Icon className="size-4" aria-hidden="true" /> {label}
              </button>
            ))}
            <button type="button" onClick={shareSheet} className={buttonStyles.secondary}>
              <Share2 className="size-4" aria-hidden="true" /> {REFERRAL_TEXTS.more}
            </button>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="referral-rewards"
        className="rounded-card bg-butter/60 p-5 ring-1 ring-line/60"
      >
        <h2
          id="referral-rewards"
          className="mb-3 flex items-center gap-2 font-display text-lg font-extrabold text-ink"
        >
          <Gift className="size-5 text-berry" aria-hidden="true" /> {REFERRAL_TEXTS.rewardsTitle}
        </h2>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-ink">
          <li>{friendReward()}</li>
          <li>{referrerReward()}</li>
          <li>{REFERRAL_TEXTS.coinWorth}</li>
        </ul>
        <Link
          to={ROUTES.earn}
          className="mt-3 inline-block text-sm font-semibold text-accent-strong hover:underline"
        >
          {REFERRAL_TEXTS.moreWays}
        </Link>
      </section>
    </div>
  );
}
