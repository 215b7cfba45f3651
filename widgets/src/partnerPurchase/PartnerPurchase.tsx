import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Partner, PartnerCart, Receipt } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useAfterInit } from '../context/useAfterInit';
import { useStore } from '../context/useStore';
import { TicketBuilder } from '../ticketBuilder/TicketBuilder';
import { Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { cx } from '../ui/cx';
import { lazyPart } from '../ui/lazyPart';

// Sign-in, payment and receipt load on the way to payment: they are not needed before the first
// interaction, which keeps the partner page's first download within its budget.
const PartnerCheckout = lazyPart(() => import('./PartnerCheckout'), <Spinner label="Loading checkout" />);
// The cart summary appears once a ticket is added (after the first interaction): its own chunk.
const PartnerCartSummary = lazyPart(
  () => import('./PartnerCartSummary').then((m) => ({ default: m.PartnerCartSummary })),
  <Spinner label="Loading your ticket" />,
);

/** The offer a partner's purchase sells: the partner's first. */
const partnerOfferKey = (partner: Partner): string | undefined => partner.productOfferKeys[0];

/** Props of {@link PartnerPurchase}. */
export interface PartnerPurchaseProps {
  /** The partner's slug, e.g. `demo-partner`. */
  partnerSlug: string;
  /** Called with the receipt once the partner cart is bought. */
  onComplete?: (receipt: Receipt) => void;
  /** Called whenever the partner cart changes (loaded, ticket set, bought). */
  onCartChange?: (cart: PartnerCart) => void;
  /** Extra class names for the widget's root element. */
  className?: string;
}

/**
 * A partner's whole sale on one page: the partner's lottery and next draw, the ticket builder
 * (filling the partner cart), sign in or sign up, payment, then the receipt.
 */
export function PartnerPurchase({ partnerSlug, onComplete, onCartChange, className }: PartnerPurchaseProps): ReactNode {
  const client = useDrawkit();
  const partnerStatus = useStore(client.partner, (s) => s.status);
  const partner = useStore(client.partner, (s) => (s.partner?.slug === partnerSlug ? s.partner : null));
  const partnerErrors = useStore(client.partner, (s) => s.errors);
  const cart = useStore(client.partnerCart, (s) => (s.slug === partnerSlug ? s.cart : null));
  const offerKey = partner ? partnerOfferKey(partner) : undefined;
  // The header and the ticket appear together, once the offer is in or its load has ended: the
  // header alone first cost a slow phone a render and a layout of their own before the ticket.
  const offerReady = useStore(
    client.catalogue,
    (s) => offerKey === undefined || s.status === 'succeeded' || s.status === 'failed' || s.offer(offerKey) !== undefined,
  );
  // Only the first time for a partner: a later reload of the offers (a new pricing after sign-in)
  // must leave the purchase, and a checkout under way, where they are.
  const shownFor = useRef<string | null>(null);
  if (partner && offerReady) shownFor.current = partnerSlug;
  const shown = shownFor.current === partnerSlug;
  const [paying, setPaying] = useState(false);
  const headingId = useId();

  // The partner is the same for everyone: it loads beside the session's start, not after it, which
  // saves a round trip before the ticket shows; a layout effect, so it leaves before the first paint.
  // Its offer is asked for as soon as the partner and the pricing id are known, rather than once the
  // ticket builder has rendered (a render of the slow phone's main thread sooner; the builder's own
  // ask then joins it). Whose cart it is waits for the session.
  useLayoutEffect(() => {
    const { partner, session, catalogue } = client;
    Promise.all([partner.getState().load(partnerSlug), session.getState().init()])
      .then(() => {
        const loaded = partner.getState().partner;
        const offerKey = loaded?.slug === partnerSlug ? partnerOfferKey(loaded) : undefined;
        return offerKey ? catalogue.getState().loadOffers([offerKey]) : undefined;
      })
      .catch(() => undefined); // failures land in the stores' errors, which the widget shows
  }, [client, partnerSlug]);
  useAfterInit((c) => c.partnerCart.getState().load(partnerSlug), partnerSlug);

  // Tell the embedding page about every new partner cart, without re-firing when only the callback changes.
  const latestOnCartChange = useRef(onCartChange);
  useLayoutEffect(() => {
    latestOnCartChange.current = onCartChange;
  });
  useEffect(() => {
    if (cart) latestOnCartChange.current?.(cart);
  }, [cart]);

  const root = cx('drawkit', 'drawkit-partner-purchase', className);

  if (!partner || !shown) {
    return (
      <section className={root} aria-label="Buy a ticket">
        {partnerStatus === 'rejected' ? (
          <Notice level="error" title="Partner not found">
            {partnerErrors[0]?.message ?? 'This partner was not found.'} Please check the partner name ({partnerSlug}).
          </Notice>
        ) : (
          <Spinner label="Loading" />
        )}
      </section>
    );
  }

  const hasItems = (cart?.cartItems.length ?? 0) > 0;
  return (
    <section className={root} aria-labelledby={headingId}>
      <header className="drawkit-partner-header">
        <h2 id={headingId} className="drawkit-partner-logo">
          {partner.branding.logoText || partner.name}
        </h2>
      </header>
      {!offerKey ? (
        <Notice level="info">{partner.name} has no tickets on sale right now.</Notice>
      ) : !paying ? (
        <>
          <TicketBuilder
            offerKey={offerKey}
            headingLevel={3}
            onSubmit={(item) => client.partnerCart.getState().setItem(partnerSlug, item)}
            // A ticket in the cart: payment is next, so fetch its code now.
            onAdded={() => void PartnerCheckout.preload().catch(() => undefined)}
          />
          {cart && hasItems ? (
            <PartnerCartSummary cart={cart} onContinue={() => setPaying(true)} />
          ) : null}
        </>
      ) : (
        <PartnerCheckout
          partnerSlug={partnerSlug}
          cart={cart}
          onBack={() => setPaying(false)}
          onComplete={(receipt) => onComplete?.(receipt)}
        />
      )}
    </section>
  );
}
