import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { drawKey } from '@drawkit/sdk';
import type { PartnerCart, Receipt } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useAfterInit } from '../context/useAfterInit';
import { useStore } from '../context/useStore';
import { PartnerCartSummary } from '../partnerPurchase/PartnerCartSummary';
import { TicketBuilder } from '../ticketBuilder/TicketBuilder';
import { Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { cx } from '../ui/cx';
import { lazyPart } from '../ui/lazyPart';
import { purchasableRaffleDraws } from './RaffleTickets';
import { RafflePrizes } from './RafflePrizes';

const PartnerCheckout = lazyPart(() => import('../partnerPurchase/PartnerCheckout'), <Spinner label="Loading checkout" />);

/** Props of {@link Raffle}. */
export interface RaffleProps {
  /** The cause whose raffles are sold, e.g. `your_hospice`. */
  causeKey: string;
  /** The charity partner whose cart the tickets go in (default `hospice-care`). */
  partnerSlug?: string;
  onComplete?: (receipt: Receipt) => void;
  onCartChange?: (cart: PartnerCart) => void;
  className?: string;
  /** A raffle draw to start at (e.g. from a draw's page); raffles not selling that draw start at their first draw on sale. */
  drawNo?: number;
}

/**
 * A charity's raffles on its own page: the cause, its raffles on sale, their prizes, ticket
 * bundles with the cause chosen, then sign-in, payment and receipt in the partner cart.
 */
export function Raffle({ causeKey, partnerSlug = 'hospice-care', onComplete, onCartChange, className, drawNo }: RaffleProps): ReactNode {
  const client = useDrawkit();
  const status = useStore(client.catalogue, (s) => s.status);
  const cause = useStore(client.catalogue, (s) => s.cause(causeKey));
  const offers = useStore(client.catalogue, (s) => s.offers);
  const draws = useStore(client.catalogue, (s) => s.draws);
  const cart = useStore(client.partnerCart, (s) => (s.slug === partnerSlug ? s.cart : null));
  const [paying, setPaying] = useState(false);
  const headingId = useId();

  useAfterInit(
    (c) =>
      Promise.all([
        // Every raffle of the cause, and only the cause's offers (`?causes=`), not the whole catalogue.
        c.catalogue.getState().loadCauseOffers(causeKey),
        c.catalogue.getState().loadCauses(),
        c.partnerCart.getState().load(partnerSlug),
      ]),
    `${causeKey} ${partnerSlug}`,
  );

  const latestOnCartChange = useRef(onCartChange);
  useLayoutEffect(() => {
    latestOnCartChange.current = onCartChange;
  });
  useEffect(() => {
    if (cart) latestOnCartChange.current?.(cart);
  }, [cart]);

  const raffles = offers.filter((o) => o.type === 'raffle_ticket' && o.causes.includes(causeKey)).map((offer) => {
    const onSale = purchasableRaffleDraws(offer, draws);
    return { offer, draw: onSale.find((d) => d.drawNo === drawNo) ?? onSale[0] };
  });
  // Each raffle's prizes for the draw it opens at, from the draws store: asked for once each.
  const prizes = useStore(client.draws, (s) => s.prizes);
  const prizeDraws = raffles.flatMap(({ offer, draw }) => (draw ? [drawKey(offer.key, draw.drawNo)] : []));
  const wanted = prizeDraws.join(' ');
  useEffect(() => {
    const { prizes, loadPrizes } = client.draws.getState();
    for (const key of wanted ? wanted.split(' ') : []) {
      const [offerKey = '', drawNo] = key.split('/');
      if (!prizes[key]) void loadPrizes(offerKey, Number(drawNo));
    }
  }, [client, wanted]);
  const prizesSettled = prizeDraws.every((key) => prizes[key]?.status === 'succeeded' || prizes[key]?.status === 'failed');
  const causeSettled = useStore(client.catalogue, (s) => s.causesStatus === 'succeeded' || s.causesStatus === 'failed');
  // The raffles show with their cause and prizes, the first time: the cause's description and the
  // prizes sit above the tickets, and when they came later they pushed the tickets down (a layout
  // shift of 0.05-0.10 on the charity example at phone width). After that a raffle's new draw waits
  // for its prizes in place, the tickets kept.
  const shownOnce = useRef(false);
  if (raffles.length > 0 && prizesSettled && causeSettled) shownOnce.current = true;
  const root = cx('drawkit', 'drawkit-raffle', className);
  if ((status !== 'succeeded' && raffles.length === 0) || (raffles.length > 0 && !shownOnce.current)) {
    return (
      <section className={root} aria-busy="true">
        {status === 'failed' ? <Notice level="error">The raffles could not be loaded.</Notice> : <Spinner label="Loading the raffles" />}
      </section>
    );
  }
  const hasItems = (cart?.cartItems.length ?? 0) > 0;
  return (
    <section className={root} aria-labelledby={headingId}>
      <header className="drawkit-stack">
        <h2 id={headingId}>{cause?.name ?? 'Raffles'}</h2>
        {cause ? <p>{cause.description}</p> : null}
      </header>
      {raffles.length === 0 ? <Notice level="info">There are no raffles for this cause right now.</Notice> : null}
      {paying ? (
        <PartnerCheckout partnerSlug={partnerSlug} cart={cart} onBack={() => setPaying(false)} onComplete={(receipt) => onComplete?.(receipt)} />
      ) : (
        raffles.map(({ offer, draw }) => {
          return (
            <article key={offer.key} className="drawkit-stack">
              {draw ? <RafflePrizes prizes={prizes[drawKey(offer.key, draw.drawNo)]} /> : null}
              <TicketBuilder
                offerKey={offer.key}
                causeKey={causeKey}
                headingLevel={3}
                {...(draw ? { firstDrawNo: draw.drawNo } : {})}
                onSubmit={(item) => client.partnerCart.getState().setItem(partnerSlug, item)}
              />
            </article>
          );
        })
      )}
      {!paying && cart && hasItems ? <PartnerCartSummary cart={cart} onContinue={() => setPaying(true)} /> : null}
    </section>
  );
}

export default Raffle;
