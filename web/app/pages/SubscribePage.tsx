import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { InstagramIcon, WhatsAppIcon } from '../layout/BrandIcons.tsx';
import { EXTERNAL_LINKS } from '../layout/footer-links.ts';

// /subscribe: the community card (rules/accounts §2 Referral). The shop's community lives on WhatsApp and
// Instagram; the links are the ones the footer shows.

export default function SubscribePage() {
  const links = EXTERNAL_LINKS;
  const { t } = useTranslation('pages');
  usePageTitle(t('subscribe.pageTitle'));
  return (
    <div className="mx-auto w-full max-w-xl px-4 pb-10 pt-6 md:pt-10">
      <section className="flex flex-col items-center gap-4 rounded-card bg-paper px-6 py-10 text-center shadow-soft ring-1 ring-line/60">
        <span className="grid size-16 place-items-center rounded-full bg-mint text-leaf" aria-hidden="true">
          <Users className="size-8" />
        </span>
        <h1 className="font-display text-2xl font-extrabold text-ink">
          {t('subscribe.title', { shop: getShopConfig().name })}
        </h1>
        <p className="max-w-sm text-sm text-ink-soft">{t('subscribe.intro')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={buttonStyles.primary}>
            <WhatsAppIcon className="size-4" /> {t('subscribe.joinWhatsApp')}
          </a>
          <a
            href={links.instagram}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonStyles.secondary}
          >
            <InstagramIcon className="size-4" /> {t('subscribe.followInstagram')}
          </a>
        </div>
      </section>
    </div>
  );
}
