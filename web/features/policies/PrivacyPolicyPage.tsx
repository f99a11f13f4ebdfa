import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { PolicyLayout, PolicySection } from './PolicyLayout.tsx';

export const PRIVACY_POLICY_DATE = 'March 30, 2025';

/** Served at both /privacypolicy and /privacy-policy. */
export default function PrivacyPolicyPage() {
  const { name, supportEmail } = getShopConfig();
  return (
    <PolicyLayout
      title="Privacy Policy"
      updated={PRIVACY_POLICY_DATE}
      intro={
        <p>
          This policy explains what {name} collects when you shop with us, why we collect it, and the choices
          you have. By using our website or app you agree to this policy.
        </p>
      }
    >
      <PolicySection title="What we collect">
        <ul>
          <li>
            Account details: your name, email address, phone number and, if you add them, gender and photo.
          </li>
          <li>Delivery details: the addresses and phone numbers you save for your orders.</li>
          <li>Shopping activity: your orders, cart, wishlist, returns, coins and referrals.</li>
          <li>
            Technical details: information your device sends when you use the shop, used to keep it secure and
            working well.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="How we use it">
        <ul>
          <li>To deliver your orders and handle cancellations, returns and refunds.</li>
          <li>To sign you in with one-time codes sent to your phone or email.</li>
          <li>To keep your coins balance and referral rewards.</li>
          <li>To send you updates about your orders and, where you allow it, offers.</li>
          <li>To answer your questions and improve the shop.</li>
        </ul>
      </PolicySection>

      <PolicySection title="Who we share it with">
        <p>
          We share only what is needed with the delivery partners who bring your parcel and with service
          providers who run parts of the shop for us. We do not sell your personal information.
        </p>
      </PolicySection>

      <PolicySection title="Storage on your device">
        <p>
          When you sign in, your browser keeps a sign-in token so that you stay signed in. Logging out removes
          it and ends the session.
        </p>
      </PolicySection>

      <PolicySection title="Children's privacy">
        <p>
          {name} sells clothing for children, but the shop is meant for parents and other adults. It is not
          intended for users under 13 years of age, and we do not knowingly collect personal information from
          them. If you believe a child under 13 has given us personal information, please contact us and we
          will delete it.
        </p>
      </PolicySection>

      <PolicySection title="Your choices">
        <p>
          You can view and change your profile details at any time, and you can delete your account as
          described in our <Link to={ROUTES.accountDeletePolicy}>account deletion policy</Link>.
        </p>
      </PolicySection>

      <PolicySection title="Changes and contact">
        <p>
          If we change this policy we will update the date at the top of this page. Questions? Write to{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
