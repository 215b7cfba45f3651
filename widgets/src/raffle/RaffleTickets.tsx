import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  bundleTicketPrice,
  formatDrawDate,
  formatLongDate,
  isPurchasableRaffleDraw,
  isRaffleDraw,
  ticketBundles,
  toRaffleCartItem,
  validateTicket,
  type ActionResult,
  type AddCartItemRequest,
  type GameOffer,
  type GameType,
  type ProductOffer,
  type RaffleDraw,
} from '@drawkit/sdk';
import { choiceStyles } from '../styles/choice';
import { useAdoptedStyles } from '../styles/useAdoptedStyles';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { Messages, Notice } from '../ui/Notice';
import { useCartAdd } from '../ticketBuilder/useCartAdd';

export interface RaffleTicketsProps {
  offer: ProductOffer;
  gameType: GameType;
  gameOffer: GameOffer;
  onSubmit: (item: AddCartItemRequest) => Promise<ActionResult>;
  onAdded?: () => void;
  /** The cause chosen in advance (a cause's page); the shopper may still change it. */
  causeKey?: string | undefined;
  /** The draw to start at (a raffle draw's `/draw/{drawNo}/buy` page) when it is on sale; else the first draw on sale. */
  drawNo?: number | undefined;
}

/** The raffle's draws on sale: "only open and pre_order draws are offered for purchase". */
export function purchasableRaffleDraws(offer: ProductOffer, draws: Record<string, unknown>): RaffleDraw[] {
  return offer.draws
    .map((id) => draws[id])
    .filter((d): d is RaffleDraw => d !== undefined && isRaffleDraw(d as RaffleDraw) && isPurchasableRaffleDraw(d as RaffleDraw))
    .sort((a, b) => a.drawNo - b.drawNo);
}

/** "Pre-order: tickets on sale from Monday 1 June 2026" for a pre_order draw. */
export function preOrderLabel(draw: RaffleDraw): string | null {
  if (draw.purchaseStatus !== 'pre_order') return null;
  const start = draw.drawData.drawPreOrderStartDate;
  return start ? `Pre-order: opens ${formatLongDate(start)}` : 'Pre-order';
}

/** Raffle tickets: the draw (open or pre-order), a ticket bundle, the cause to support, the live price. */
export default function RaffleTickets({ offer, gameType, gameOffer, onSubmit, onAdded, causeKey, drawNo: startDrawNo }: RaffleTicketsProps): ReactNode {
  const stylesRef = useAdoptedStyles(choiceStyles);
  const client = useDrawkit();
  const allDraws = useStore(client.catalogue, (s) => s.draws);
  const causes = useStore(client.catalogue, (s) => s.causes);
  const draws = purchasableRaffleDraws(offer, allDraws);
  const bundles = ticketBundles(gameOffer.prices);
  // A draw the page names that is not on sale falls back to the first on sale, below.
  const [drawNo, setDrawNo] = useState<number | undefined>(startDrawNo);
  const [bundleKey, setBundleKey] = useState<string | undefined>(
    () => (bundles.find((b) => b.games === gameOffer.defaultEntryCount) ?? bundles[0])?.key,
  );
  const [cause, setCause] = useState<string | null>(() =>
    causeKey && offer.causes.includes(causeKey) ? causeKey : offer.causes.length === 1 ? (offer.causes[0] ?? null) : null,
  );
  const { submitting, messages, setMessages, added, setAdded, add, prepare } = useCartAdd(onSubmit);

  useEffect(() => {
    if (offer.causes.length > 0) void client.catalogue.getState().loadCauses();
  }, [client, offer.causes.length]);

  const draw = draws.find((d) => d.drawNo === drawNo) ?? draws[0];
  const bundle = bundles.find((b) => b.key === bundleKey);
  const problems = validateTicket({
    gameType: gameType.key,
    gameOffer,
    games: [],
    numGames: bundle?.games ?? 0,
    causes: offer.causes,
    causeKey: cause,
  });
  const causeProblem = problems.find((p) => p.code === 'cause_required');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draw || !bundle || problems.length > 0) return;
    const ok = await add(() =>
      toRaffleCartItem({
        lotteryKey: offer.lotteryKey,
        productOfferKey: offer.key,
        gameType: gameType.key,
        gameOffer: gameOffer.key,
        bundleKey: bundle.key,
        draw,
        causeKey: cause,
      }),
    );
    if (ok) onAdded?.();
  };

  if (draws.length === 0) return <Notice level="info">There is no raffle draw on sale right now.</Notice>;
  const edited = () => {
    setAdded(false);
    setMessages([]);
  };
  return (
    <form ref={stylesRef} className="drawkit-stack" onSubmit={submit} noValidate onFocusCapture={prepare} onPointerDownCapture={prepare}>
      {draws.length > 1 ? (
        <fieldset className="drawkit-radio-cards">
          <legend className="drawkit-field-label">Draw</legend>
          {draws.map((d) => (
            <label key={d.drawId} className="drawkit-radio-card">
              <input type="radio" name="raffle-draw" checked={d === draw} onChange={() => { edited(); setDrawNo(d.drawNo); }} />
              <span>
                {d.drawData.name || `Draw ${d.drawNo}`}, closes {formatDrawDate(d.drawData.drawStop)}
                {preOrderLabel(d) ? <strong> {preOrderLabel(d)}</strong> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : draw ? (
        <p>
          Draw {draw.drawNo}, closes {formatDrawDate(draw.drawData.drawStop)}
          {preOrderLabel(draw) ? <strong> {preOrderLabel(draw)}</strong> : null}
        </p>
      ) : null}
      <fieldset className="drawkit-radio-cards">
        <legend className="drawkit-field-label">Tickets</legend>
        {bundles.map((b) => (
          <label key={b.key} className="drawkit-radio-card">
            <input type="radio" name="raffle-bundle" checked={b.key === bundleKey} onChange={() => { edited(); setBundleKey(b.key); }} />
            <span>
              {b.label ?? `${b.games} tickets`}: <Money value={b.price} />
              {b.games > 1 ? (
                <span className="drawkit-muted">
                  {' '}
                  (<Money value={bundleTicketPrice(b)} /> a ticket)
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {offer.causes.length > 1 ? (
        <fieldset className="drawkit-radio-cards" aria-describedby={causeProblem ? 'drawkit-cause-error' : undefined}>
          <legend className="drawkit-field-label">Cause to support</legend>
          {offer.causes.map((key) => (
            <label key={key} className="drawkit-radio-card">
              <input type="radio" name="raffle-cause" checked={cause === key} onChange={() => { edited(); setCause(key); }} />
              <span>{causes.find((c) => c.key === key)?.name ?? key}</span>
            </label>
          ))}
          {causeProblem ? (
            <p id="drawkit-cause-error" className="drawkit-field-error">
              {causeProblem.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <Messages messages={messages} />
      {added ? <Notice level="success">Your tickets have been added.</Notice> : null}
      <div className="drawkit-row">
        <span className="drawkit-price">
          <span className="drawkit-muted">Price </span>
          {bundle ? <Money value={bundle.price} /> : '—'}
        </span>
        <Button type="submit" variant="primary" pending={submitting} disabled={problems.length > 0 || !bundle}>
          {draw?.purchaseStatus === 'pre_order' ? 'Pre-order' : 'Add to cart'}
        </Button>
      </div>
    </form>
  );
}
