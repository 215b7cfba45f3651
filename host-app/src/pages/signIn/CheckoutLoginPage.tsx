import { AuthStep, useDrawkit, useStore } from '@drawkit/widgets';
import { Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { safeRedirect } from '../../session/safeRedirect';

/**
 * `/checkout/login` (checkout layout): the checkout's sign-in steps — choose, then sign in (with
 * two-factor) or create an account — then on to the checkout (or the `redirect` target).
 */
export function CheckoutLoginPage() {
  const client = useDrawkit();
  const [searchParams] = useSearchParams();
  const target = safeRedirect(searchParams.get('redirect'), '/checkout');
  const isAuthenticated = useStore(client.session, (s) => s.isAuthenticated);
  useDocumentTitle('Checkout');

  if (isAuthenticated) return <Navigate to={target} replace />;
  return (
    <section className="page page--narrow" aria-labelledby="checkout-login-title">
      <h1 id="checkout-login-title">Checkout</h1>
      <div className="drawkit auth-panel">
        <AuthStep supportHref="/about/contact-us" />
      </div>
    </section>
  );
}
