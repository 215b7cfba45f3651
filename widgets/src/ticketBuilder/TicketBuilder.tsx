import { useState, type ReactNode } from 'react';
import type { ActionResult, AddCartItemRequest, GameTypeKey } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useAfterInit } from '../context/useAfterInit';
import { useStore } from '../context/useStore';
import { SelectField } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { cx } from '../ui/cx';
import { DrawSummary } from './DrawSummary';
import { TicketEditor } from './TicketEditor';

/** Props of {@link TicketBuilder}. */
export interface TicketBuilderProps {
  /** The product offer to build a ticket for, e.g. `super_jackpot_lottery`. */
  offerKey: string;
  /** The offer's game type to play (default: `standard` where the offer has it, else its first). */
  gameType?: GameTypeKey;
  /** Where the finished ticket goes; defaults to adding it to the client's cart. */
  onSubmit?: (item: AddCartItemRequest) => Promise<ActionResult>;
  /** Called after the ticket was accepted. */
  onAdded?: () => void;
  /** Level of the offer's heading, 3 when the builder sits under a page's own h2 (default 2). */
  headingLevel?: 2 | 3;
  /** Extra class names for the widget's root element. */
  className?: string;
}

/**
 * Pick numbers for a lottery's next draw: one number grid per number set for the selected
 * game, the games count, quick picks, the live price, and Add to cart once every game is
 * complete.
 */
export function TicketBuilder({
  offerKey,
  gameType,
  onSubmit,
  onAdded,
  headingLevel = 2,
  className,
}: TicketBuilderProps): ReactNode {
  const client = useDrawkit();
  const status = useStore(client.catalogue, (s) => s.status);
  const errors = useStore(client.catalogue, (s) => s.errors);
  const offer = useStore(client.catalogue, (s) => s.offers.find((o) => o.key === offerKey));
  const draw = useStore(client.catalogue, (s) => s.nextDraw(offerKey));
  const [offerChoice, setOfferChoice] = useState<string | null>(null);

  useAfterInit((c) => (c.catalogue.getState().status === 'idle' ? c.catalogue.getState().load() : undefined));

  const root = cx('drawkit', 'drawkit-ticket-builder', className);
  if (!offer) {
    return (
      <section className={root} aria-busy={status === 'loading' || status === 'idle'}>
        {status === 'failed' ? (
          <Notice level="error">{errors[0]?.message ?? 'This product is not available.'}</Notice>
        ) : status === 'succeeded' ? (
          <Notice level="error">This product is not available.</Notice>
        ) : (
          <Spinner label="Loading the game" />
        )}
      </section>
    );
  }

  // Without a game type asked for: standard where the offer has it, else its first game type.
  const type = gameType
    ? offer.gameTypes.find((t) => t.key === gameType)
    : (offer.gameTypes.find((t) => t.key === 'standard') ?? offer.gameTypes[0]);
  const gameOffers = type?.gameOffers ?? [];
  const gameOffer = gameOffers.find((g) => g.key === offerChoice) ?? gameOffers[0];
  const defaultSubmit = (item: AddCartItemRequest) => client.cart.getState().addItem(item);

  return (
    <section className={root} aria-label={`${offer.name} ticket`}>
      <DrawSummary name={offer.name} draw={draw} headingLevel={headingLevel} />
      {!type || !gameOffer ? (
        <Notice level="error">This game type is not available for {offer.name}.</Notice>
      ) : (
        <>
          {gameOffers.length > 1 ? (
            <SelectField
              label="Game"
              value={gameOffer.key}
              onChange={(e) => setOfferChoice(e.target.value)}
              options={gameOffers.map((g) => ({ value: g.key, label: g.name }))}
            />
          ) : null}
          <TicketEditor
            // A new game offer starts a new ticket: its sets and bounds differ.
            key={gameOffer.key}
            offer={offer}
            gameType={type.key}
            gameOffer={gameOffer}
            draw={draw}
            onSubmit={onSubmit ?? defaultSubmit}
            {...(onAdded ? { onAdded } : {})}
          />
        </>
      )}
    </section>
  );
}
