import { useState, type FormEvent, type ReactNode } from 'react';
import {
  recurringChoice,
  recurringOptionOf,
  sharePriceFactor,
  syndicateFill,
  syndicatePrice,
  toSyndicateCartItem,
  type ActionResult,
  type AddCartItemRequest,
  type Draw,
  type GameOffer,
  type GameType,
  type ProductOffer,
} from '@drawkit/sdk';
import { Button } from '../../ui/Button';
import { CheckboxField } from '../../ui/Field';
import { Money } from '../../ui/Money';
import { Messages, Notice } from '../../ui/Notice';
import { GamesCount } from '../GamesCount';
import { useCartAdd } from '../useCartAdd';

export interface SyndicateSharesProps {
  offer: ProductOffer;
  gameType: GameType;
  gameOffer: GameOffer;
  draw: Draw | undefined;
  onSubmit: (item: AddCartItemRequest) => Promise<ActionResult>;
  onAdded?: () => void;
}

/** Shares in a syndicate (or a lotto party's group ticket): how full it is, the cost per share, the shares to buy and their live price. */
export default function SyndicateShares({ offer, gameType, gameOffer, draw, onSubmit, onAdded }: SyndicateSharesProps): ReactNode {
  const fill = syndicateFill(gameOffer);
  const [numShares, setNumShares] = useState(1);
  const recurring = recurringChoice(recurringOptionOf(offer, gameType));
  const [autoplay, setAutoplay] = useState(recurring.required);
  const { submitting, messages, added, setAdded, add, prepare } = useCartAdd(onSubmit);
  const costPerShare = gameOffer.costPerShare ?? gameOffer.pricePerGame;
  const price = syndicatePrice(costPerShare, numShares);
  const games = sharePriceFactor(gameOffer.numStandardGames ?? 0, fill.size, numShares);
  const soldOut = fill.left <= 0 || offer.suspended;
  // A lotto party is a group ticket sold in shares the same way; only its name differs.
  const party = gameType.key === 'lotto_party';
  const group = party ? 'lotto party' : 'syndicate';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { syndicateKey } = gameOffer;
    if (soldOut || !syndicateKey) return;
    const ok = await add(() =>
      toSyndicateCartItem({
        lotteryKey: offer.lotteryKey,
        productOfferKey: offer.key,
        gameOffer: gameOffer.key,
        syndicateKey,
        numShares,
        gameType: party ? 'lotto_party' : 'syndicate',
        isAutoplay: autoplay,
        ...(draw ? { drawNo: draw.drawNo } : {}),
      }),
    );
    if (ok) onAdded?.();
  };

  return (
    <form className="drawkit-stack" onSubmit={submit} noValidate onFocusCapture={prepare} onPointerDownCapture={prepare}>
      <h3>{gameOffer.name}</h3>
      <p>
        {fill.sold} of {fill.size} shares sold
      </p>
      <progress className="drawkit-syndicate-fill" max={Math.max(1, fill.size)} value={fill.sold} aria-label={`How full the ${group} is`}>
        {fill.percent}%
      </progress>
      <p>
        Cost per share: <Money value={costPerShare} />
      </p>
      {soldOut ? (
        <Notice level="info">{offer.suspended ? `This ${group} is not on sale right now.` : `This ${group} is sold out.`}</Notice>
      ) : (
        <>
          <div className="drawkit-row">
            <span className="drawkit-field-label">Shares</span>
            <GamesCount count={numShares} min={1} max={fill.left} onChange={(n) => { setAdded(false); setNumShares(n); }} noun="shares" />
          </div>
          <p className="drawkit-muted">
            Your {numShares === 1 ? 'share holds' : 'shares hold'} {Number.isInteger(games) ? games : games.toFixed(2)} of the {group}'s{' '}
            {gameOffer.numStandardGames ?? 0} games.
          </p>
          {recurring.offered && !recurring.required ? (
            <CheckboxField label="Autoplay: buy shares for every draw" checked={autoplay} onChange={(e) => setAutoplay(e.target.checked)} />
          ) : null}
        </>
      )}
      <Messages messages={messages} />
      {added ? <Notice level="success">Your shares have been added.</Notice> : null}
      <div className="drawkit-row">
        <span className="drawkit-price">
          <span className="drawkit-muted">Price </span>
          <Money value={price} />
        </span>
        <Button type="submit" variant="primary" pending={submitting} disabled={soldOut}>
          Add to cart
        </Button>
      </div>
    </form>
  );
}
