import { Checkout } from '@drawkit/widgets';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** `/checkout`: sign in or sign up, pay, then the receipt at `/receipt/{checkoutId}`. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  return (
    <section className="page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
      <Checkout onComplete={(receipt) => void navigate(`/receipt/${encodeURIComponent(receipt.checkoutId)}`)} />
    </section>
  );
}
