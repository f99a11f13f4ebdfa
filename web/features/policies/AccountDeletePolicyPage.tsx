import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { PolicyLayout, PolicySection } from './PolicyLayout.tsx';

export default function AccountDeletePolicyPage() {
  const { t } = useTranslation('pages', { keyPrefix: 'policies.accountDelete' });
  const { name, supportEmail } = getShopConfig();
  const mail = (
    <a key="mail" href={`mailto:${supportEmail}`}>
      {supportEmail}
    </a>
  );
  return (
    <PolicyLayout title={t('title')} intro={<p>{t('intro', { shop: name })}</p>}>
      <PolicySection title={t('howTitle')}>
        <ul>
          <li>
            <Trans t={t} i18nKey="howInApp" components={[<Link key="account" to={ROUTES.profile} />]} />
          </li>
          <li>
            <Trans t={t} i18nKey="howByEmail" values={{ email: supportEmail }} components={[mail]} />
          </li>
        </ul>
      </PolicySection>

      <PolicySection title={t('beforeTitle')}>
        <ul>
          <li>{t('beforeOrders')}</li>
          <li>{t('beforeCoins')}</li>
          <li>{t('beforeFinal')}</li>
        </ul>
      </PolicySection>

      <PolicySection title={t('deleteTitle')}>
        <p>{t('deleteText')}</p>
      </PolicySection>

      <PolicySection title={t('keepTitle')}>
        <p>{t('keepText')}</p>
      </PolicySection>

      <PolicySection title={t('questionsTitle')}>
        <p>
          <Trans t={t} i18nKey="questionsText" values={{ email: supportEmail }} components={[mail]} />
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
