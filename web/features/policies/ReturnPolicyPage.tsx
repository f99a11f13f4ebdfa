import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { PolicyLayout, PolicySection } from './PolicyLayout.tsx';

export default function ReturnPolicyPage() {
  const { t } = useTranslation('pages', { keyPrefix: 'policies.return' });
  const { name, supportEmail } = getShopConfig();
  const orders = <Link key="orders" to={ROUTES.orders} />;
  return (
    <PolicyLayout title={t('title')} intro={<p>{t('intro', { shop: name })}</p>}>
      <PolicySection title={t('cancelTitle')}>
        <p>
          <Trans t={t} i18nKey="cancelText" components={[orders]} />
        </p>
      </PolicySection>

      <PolicySection title={t('goodsTitle')}>
        <ul>
          <li>{t('goodsWindow')}</li>
          <li>{t('goodsCondition')}</li>
          <li>{t('goodsSale')}</li>
        </ul>
      </PolicySection>

      <PolicySection title={t('askTitle')}>
        <p>
          <Trans t={t} i18nKey="askIntro" components={[orders]} />
        </p>
        <ul>
          <li>{t('askReason')}</li>
          <li>{t('askBank')}</li>
        </ul>
        <p>{t('askAfter')}</p>
      </PolicySection>

      <PolicySection title={t('refundsTitle')}>
        <p>{t('refundsText')}</p>
      </PolicySection>

      <PolicySection title={t('helpTitle')}>
        <p>
          <Trans
            t={t}
            i18nKey="helpText"
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
