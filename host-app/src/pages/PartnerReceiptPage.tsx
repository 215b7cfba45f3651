import { Receipt } from '@drawkit/widgets';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { RequireSignIn } from '../session/RequireSignIn';

/** `/purchase/{partnerSlug}/receipt/{checkoutID}`: the receipt of a partner purchase. */
export function PartnerReceiptPage() {
  useDocumentTitle('Receipt');
  const { partnerSlug = '', checkoutId = '' } = useParams();
  return (
    <RequireSignIn>
      <section className="page" aria-labelledby="partner-receipt-title">
        <h1 id="partner-receipt-title">Receipt</h1>
        <Receipt checkoutId={checkoutId} />
        <p>
          <Link to={`/purchase/${encodeURIComponent(partnerSlug)}`}>Buy another ticket</Link>
        </p>
      </section>
    </RequireSignIn>
  );
}
