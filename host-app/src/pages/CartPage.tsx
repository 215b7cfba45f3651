import { Cart } from '@drawkit/widgets';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** `/cart`: the shopper's cart; checking out goes to `/checkout`. */
export function CartPage() {
  useDocumentTitle('Cart');
  const navigate = useNavigate();
  return (
    <section className="page" aria-labelledby="cart-title">
      <h1 id="cart-title">Cart</h1>
      <Cart onCheckout={() => void navigate('/checkout')} />
    </section>
  );
}
