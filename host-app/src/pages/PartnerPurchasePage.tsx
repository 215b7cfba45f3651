import { PartnerPurchase, useDrawkit, useStore } from '@drawkit/widgets';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { NotFoundPage } from './NotFoundPage';

/**
 * `/purchase/{partnerSlug}`: the same PartnerPurchase widget a partner embeds as
 * `<drawkit-purchase>`. Gated by the partner-purchase capability; an unknown partner is the 404.
 */
export function PartnerPurchasePage() {
  const { partnerSlug = '' } = useParams();
  const client = useDrawkit();
  const navigate = useNavigate();
  const partnerStatus = useStore(client.partner, (state) => state.status);
  const partnerName = useStore(client.partner, (state) =>
    state.partner?.slug === partnerSlug ? state.partner.name : undefined,
  );
  // Undecided (undefined) until the capabilities have loaded: render meanwhile rather than flash a 404.
  const allowed = useStore(client.session, (state) =>
    state.capabilities ? state.can('partner-purchase') : undefined,
  );
  useDocumentTitle(partnerName ? `Buy tickets with ${partnerName}` : 'Buy tickets');

  if (allowed === false || partnerStatus === 'rejected') return <NotFoundPage />;
  return (
    <section className="page" aria-label="Buy tickets">
      <PartnerPurchase
        partnerSlug={partnerSlug}
        onComplete={(receipt) =>
          void navigate(`/purchase/${encodeURIComponent(partnerSlug)}/receipt/${encodeURIComponent(receipt.checkoutId)}`)
        }
      />
    </section>
  );
}
