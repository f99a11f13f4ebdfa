import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { PolicyLayout, PolicySection } from './PolicyLayout.tsx';

export default function AccountDeletePolicyPage() {
  const { name, supportEmail } = getShopConfig();
  return (
    <PolicyLayout
      title="Account Deletion Policy"
      intro={
        <p>
          You can delete your {name} account whenever you like. This page explains how, and what happens to
          your information afterwards.
        </p>
      }
    >
      <PolicySection title="How to delete your account">
        <ul>
          <li>
            In the website or app, open <Link to={ROUTES.profile}>Account</Link>, choose More and then Delete
            Account, and confirm.
          </li>
          <li>
            If you cannot sign in, email <a href={`mailto:${supportEmail}`}>{supportEmail}</a> from the email
            address on your account, or mention the phone number you registered with. We may ask you to
            confirm that the account is yours before we delete it.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="Before you delete">
        <ul>
          <li>
            Orders that are still on their way are not cancelled by deleting your account; cancel them first
            if you need to.
          </li>
          <li>Unused coins and referral rewards are lost and cannot be restored.</li>
          <li>Deletion cannot be undone. You are welcome to sign up again later as a new customer.</li>
        </ul>
      </PolicySection>

      <PolicySection title="What we delete">
        <p>
          Your profile (name, email, phone number, photo, password), saved addresses, wishlist, cart,
          unfinished checkouts, links to social sign-in and any seller application with its documents are
          deleted, and you are signed out on every device. Your referral code stops working and your coins can
          no longer be spent. Your phone number and email become free to use for a new account.
        </p>
      </PolicySection>

      <PolicySection title="What we keep">
        <p>
          Records of orders you placed (what was bought, the price and the delivery address) and the record of
          coins earned and spent are kept, no longer linked to your name, email or phone, for as long as
          Indian tax and accounting law requires. They are used only for those legal purposes and for
          resolving disputes about those orders.
        </p>
      </PolicySection>

      <PolicySection title="Questions">
        <p>
          Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> and we will be happy to help.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
