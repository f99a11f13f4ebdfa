import { Mail, MapPin, MapPinned } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { AddAddressSection } from '../../features/address/components/AddAddressSection.tsx';
import { signInPath } from '../../lib/session-expiry.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useStoredToken } from '../../lib/use-stored-token.ts';
import { WhatsAppIcon } from '../layout/BrandIcons.tsx';
import { EXTERNAL_LINKS, POSTAL_ADDRESS } from '../layout/footer-links.ts';

/**
 * /contact (rules/storefront §2 route table: contact and add-address page): how to reach the shop — the
 * support address, WhatsApp and the postal address — and, for a signed-in shopper, the add-address
 * form of the address screens (composed here, so the two features stay apart).
 */
export default function ContactPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('contact.title'));
  const shop = getShopConfig();
  const signedIn = useStoredToken() !== null;
  const row = 'flex items-start gap-3 rounded-card bg-paper p-4 ring-1 ring-line/60';
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pb-10 pt-4 md:px-6 md:pt-6">
      <h1 className="mb-2 font-display text-2xl font-extrabold text-ink md:text-3xl">{t('contact.title')}</h1>
      <p className="mb-6 text-sm text-ink-soft">{t('contact.intro')}</p>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <ul className="flex flex-col gap-3">
          <li className={row}>
            <Mail className="mt-0.5 size-5 shrink-0 text-berry" aria-hidden="true" />
            <div>
              <h2 className="font-bold text-ink">{t('contact.email')}</h2>
              <a href={`mailto:${shop.supportEmail}`} className="text-sm text-accent hover:underline">
                {shop.supportEmail}
              </a>
            </div>
          </li>
          <li className={row}>
            <WhatsAppIcon className="mt-0.5 size-5 shrink-0 text-leaf" />
            <div>
              <h2 className="font-bold text-ink">{t('contact.whatsapp')}</h2>
              <a
                href={EXTERNAL_LINKS.whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm text-accent hover:underline"
              >
                {t('contact.chat')}
              </a>
            </div>
          </li>
          <li className={row}>
            <MapPin className="mt-0.5 size-5 shrink-0 text-berry" aria-hidden="true" />
            <div>
              <h2 className="font-bold text-ink">{shop.name}</h2>
              <address className="text-sm not-italic text-ink-soft">
                {POSTAL_ADDRESS.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </div>
          </li>
        </ul>
        <section aria-labelledby="contact-address" className="flex flex-col gap-3">
          <h2
            id="contact-address"
            className="flex items-center gap-2 font-display text-lg font-extrabold text-ink"
          >
            <MapPinned className="size-5 text-berry" aria-hidden="true" /> {t('contact.saveAddress')}
          </h2>
          {signedIn ? (
            <AddAddressSection />
          ) : (
            <p className="text-sm text-ink-soft">
              <Trans
                t={t}
                i18nKey="contact.signInToSave"
                components={[
                  <Link
                    key="sign-in"
                    to={signInPath(ROUTES.contact)}
                    className="font-semibold text-accent hover:underline"
                  />,
                ]}
              />
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
