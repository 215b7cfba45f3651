import { Receipt } from '@drawkit/widgets';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { RequireSignIn } from '../session/RequireSignIn';

/** `/receipt/{checkoutID}` (protected): what was bought and how it was paid. */
export function ReceiptPage() {
  useDocumentTitle('Receipt');
  const { checkoutId = '' } = useParams();
  return (
    <RequireSignIn>
      <section className="page" aria-labelledby="receipt-title">
        <h1 id="receipt-title">Receipt</h1>
        <Receipt checkoutId={checkoutId} />
        <p>
          <Link to="/">Continue shopping</Link>
        </p>
      </section>
    </RequireSignIn>
  );
}
