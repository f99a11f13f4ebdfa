import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../../../contract/catalog.ts';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { whatsAppShareUrl } from '../../../lib/referral-share.ts';
import { getShopConfig } from '../../../lib/shop-config.ts';
import { useReferralCode } from '../../../lib/use-referral-code.ts';
import { HomeTileLink } from './HomeTileLink.tsx';
import { homeTarget } from './home-target.ts';
import { TileBody } from './TileCard.tsx';

type Offer = HomeData['OfferSection'][number];

// The English texts (the spec's); the section reads `catalog:home.offers.*`.
export const OFFERS_TITLE = 'Check these offers, made for you!';
export const REFERRAL_CARD_TITLE = 'Share your referral code and earn rewards!';

const ITEM = 'w-[78%] shrink-0 snap-start sm:w-[46%] md:w-auto';

/** The first offer card: shares the shopper's referral code on WhatsApp (or says why it cannot). */
function ReferralShareCard({ offer }: { offer: Offer }) {
  const referral = useReferralCode();
  const { t } = useTranslation('catalog');
  function share() {
    if (!referral.code) {
      notifyError(referral.error ?? t('home.offers.referralUnavailable'));
      return;
    }
    const { name, brandCode } = getShopConfig();
    const url = whatsAppShareUrl(referral.code, {
      shopName: name,
      brandCode,
      origin: window.location.origin,
    });
    window.open(url, '_blank', 'noopener,noreferrer');
  }
  return (
    <button type="button" onClick={share} className="group block h-full w-full rounded-card text-left">
      <TileBody
        image={offer.image}
        title={t('home.offers.referralTitle')}
        description={offer.description}
        footer={
          <span className="inline-flex items-center gap-1.5 text-sm font-bold text-leaf">
            <Share2 className="size-4" aria-hidden="true" />
            {t('home.offers.shareOnWhatsApp')}
          </span>
        }
      />
    </button>
  );
}

/**
 * "Check these offers, made for you!": the referral share first (always: the spec's first card), then
 * offers opening their link, else their article.
 */
export function OfferSection({ offers }: { offers: readonly Offer[] }) {
  const { t } = useTranslation('catalog');
  if (offers.length === 0) return null;
  const [first, ...rest] = offers;
  return (
    <section aria-labelledby="home-offers">
      <SectionHeading id="home-offers" title={t('home.offers.title')} />
      <ul className="no-scrollbar -mx-4 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-2 md:mx-0 md:grid md:grid-cols-2 md:gap-4 md:overflow-visible md:px-0 lg:grid-cols-4">
        {first ? (
          <li className={ITEM}>
            <ReferralShareCard offer={first} />
          </li>
        ) : null}
        {rest.map((offer) => (
          <li key={offer._id} className={ITEM}>
            <HomeTileLink
              target={homeTarget(offer.link, { article: offer.articleId ?? offer._id })}
              className="group block h-full rounded-card"
            >
              <TileBody
                image={offer.image}
                title={offer.title}
                description={offer.description}
                footer={<span className="text-sm font-bold text-accent">{t('home.offers.knowMore')}</span>}
              />
            </HomeTileLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
