import { Link } from 'react-router';
import { ROUTES } from '../../../contract/routes.ts';
import { getShopConfig } from '../../lib/shop-config.ts';
import { PolicyLayout, PolicySection } from './PolicyLayout.tsx';

export default function ReturnPolicyPage() {
  const { name, supportEmail } = getShopConfig();
  return (
    <PolicyLayout
      title="Return and Refund Policy"
      intro={
        <p>
          We want every outfit from {name} to fit and delight. If something is not right, this page explains
          how cancellations, returns and refunds work.
        </p>
      }
    >
      <PolicySection title="Cancelling an order">
        <p>
          You can cancel an order within 24 hours of placing it, as long as it has not been shipped yet. Open{' '}
          <Link to={ROUTES.orders}>My Orders</Link>, choose the order and select Cancel Order, then tell us
          the reason. Nothing is charged for a cancelled cash-on-delivery order: coins you spent on it come
          back to your account, and coins it earned you are taken back.
        </p>
      </PolicySection>

      <PolicySection title="Which goods can be returned">
        <ul>
          <li>Goods can be returned within 1 day of delivery.</li>
          <li>They must come back unused, with their tags, in their original packaging.</li>
          <li>Goods bought in a sale can be returned and refunded too.</li>
        </ul>
      </PolicySection>

      <PolicySection title="How to ask for a return">
        <p>
          Once your order is delivered, open it in <Link to={ROUTES.orders}>My Orders</Link> and choose
          Return. Every return request needs:
        </p>
        <ul>
          <li>the reason for the return (for example, wrong size or item damaged), and</li>
          <li>your bank details, so that we can send the refund to your account.</li>
        </ul>
        <p>
          The order then reads Return Requested. When we accept it, our courier collects the parcel and we
          call you on the order's phone number to take the bank details. We never ask for card numbers,
          passwords or one-time codes.
        </p>
      </PolicySection>

      <PolicySection title="Refunds">
        <p>
          We refund the amount you paid within 1 day of receiving the returned goods, to the bank account you
          gave us. Coins you spent on the order come back to your account at the same time.
        </p>
      </PolicySection>

      <PolicySection title="Need help?">
        <p>
          Write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with your order number and we
          will sort it out.
        </p>
      </PolicySection>
    </PolicyLayout>
  );
}
