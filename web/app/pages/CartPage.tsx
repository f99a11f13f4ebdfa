import CartPage from '../../features/cart/CartPage.tsx';
import { checkDelivery } from '../../features/catalog/api/expected-date.ts';

/**
 * /cart (composes the cart and catalog features): the cart, with the catalogue's delivery estimate
 * call so its summary can promise a date for the shopper's pincode.
 */
export default function CartRoutePage() {
  return <CartPage estimateDelivery={checkDelivery} />;
}
