import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCALES } from '../../../contract/language.ts';
import { ROUTES } from '../../../contract/routes.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { PolicyLayout, PolicySection } from './PolicyLayout.tsx';

/** The day the policy last changed (shown as 'March 30, 2025' in English, '30 मार्च 2025' in Hindi). */
export const PRIVACY_POLICY_DATE = '2025-03-30';

/** The policy's day, the long US way in English and the hi-IN way in Hindi. */
function policyDay(language: string): string {
  const locale = language === 'hi' ? LOCALES.hi : 'en-US';
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${PRIVACY_POLICY_DATE}T00:00:00Z`));
}

/** Served at both /privacypolicy and /privacy-policy. */
export default function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation('pages', { keyPrefix: 'policies.privacy' });
  const { name, supportEmail } = getShopConfig();
  return (
    <PolicyLayout
      title={t('title')}
      updated={policyDay(i18n.language)}
      intro={<p>{t('intro', { shop: name })}</p>}
    >
      <PolicySection title={t('collectTitle')}>
        <ul>
          <li>{t('collectAccount')}</li>
          <li>{t('collectDelivery')}</li>
          <li>{t('collectShopping')}</li>
          <li>{t('collectTechnical')}</li>
        </ul>
      </PolicySection>

      <PolicySection title={t('useTitle')}>
        <ul>
          <li>{t('useDeliver')}</li>
          <li>{t('useSignIn')}</li>
          <li>{t('useCoins')}</li>
          <li>{t('useUpdates')}</li>
          <li>{t('useAnswer')}</li>
        </ul>
      </PolicySection>

      <PolicySection title={t('shareTitle')}>
        <p>{t('shareText')}</p>
      </PolicySection>

      <PolicySection title={t('storageTitle')}>
        <p>{t('storageText')}</p>
      </PolicySection>

      <PolicySection title={t('childrenTitle')}>
        <p>{t('childrenText', { shop: name })}</p>
      </PolicySection>

      <PolicySection title={t('choicesTitle')}>
        <p>
          <Trans
            t={t}
            i18nKey="choicesText"
            components={[<Link key="policy" to={ROUTES.accountDeletePolicy} />]}
          />
        </p>
      </PolicySection>

      <PolicySection title={t('changesTitle')}>
        <p>
          <Trans
            t={t}
            i18nKey="changesText"
            values={{ email: supportEmail }}
            components={[
              <a key="mail" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>,
            ]}
          />
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
