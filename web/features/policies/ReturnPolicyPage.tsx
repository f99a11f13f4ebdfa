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
          You can cancel an order within 24 hours of placing it. Open{' '}
          <Link to={ROUTES.orders}>My Orders</Link>, choose the order and select Cancel, then tell us the
          reason. Nothing is charged for a cancelled cash-on-delivery order.
        </p>
      </PolicySection>

      <PolicySection title="Which goods can be returned">
        <ul>
          <li>Goods bought in the last 1 day can be returned.</li>
          <li>They must come back in their original packaging.</li>
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
      </PolicySection>

      <PolicySection title="Refunds">
        <p>
          We refund the amount you paid within 1 day of receiving the returned goods, to the bank account you
          gave in your return request.
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
