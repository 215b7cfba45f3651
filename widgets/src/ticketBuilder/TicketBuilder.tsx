import { useId, useState, type ReactNode } from 'react';
import { sortGameTypes, type ActionResult, type AddCartItemRequest, type GameTypeKey } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useAfterInit } from '../context/useAfterInit';
import { useStore } from '../context/useStore';
import { Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { cx } from '../ui/cx';
import { lazyPart } from '../ui/lazyPart';
import { DrawSummary } from './DrawSummary';
import { GameTypeTabs } from './GameTypeTabs';
import { loadTicketRules } from './loadTicketRules';
import type { TicketNotification } from './notifications';
import { TicketEditor } from './TicketEditor';
import { openDraws } from './ticketOptions';

// Only the standard editor ships in the first download; the other game types, syndicate
// shares and raffle tickets load when an offer needs them. Another game type's editor arrives
// with the ticket rules, so a ticket complete from the start (shop-picked games) can be added at once.
const loadingGame = <Spinner label="Loading the game" />;
const GameTypeEditor = lazyPart(
  () => Promise.all([import('./gameTypes/GameTypeEditor'), loadTicketRules().catch(() => undefined)]).then(([m]) => m),
  loadingGame,
);
const SyndicateShares = lazyPart(() => import('./syndicate/SyndicateShares'), loadingGame);
const RaffleTickets = lazyPart(() => import('../raffle/RaffleTickets'), loadingGame);
// The game picker shows only for game types with several game offers (never the standard game
// opening the builder), so it loads with them.
const SelectField = lazyPart(() => import('../ui/Field').then((m) => ({ default: m.SelectField })));

/** Props of {@link TicketBuilder}. */
export interface TicketBuilderProps {
  /** The product offer to build a ticket for, e.g. `super_jackpot_lottery`. */
  offerKey: string;
  /** The game type to open (default: `standard` where the offer has it, else its first in the spec's order). */
  gameType?: GameTypeKey;
  /** Where the finished ticket goes; defaults to adding it to the client's cart. */
  onSubmit?: (item: AddCartItemRequest) => Promise<ActionResult>;
  /** Called after the ticket was accepted. */
  onAdded?: () => void;
  /** Level of the offer's heading, 3 when the builder sits under a page's own h2 (default 2). */
  headingLevel?: 2 | 3;
  /** Extra class names for the widget's root element. */
  className?: string;
  /** The free postal entry flag (`/buy?freePostalEntry`): shows the free-entry notice and hides the price. */
  freePostalEntry?: boolean;
  /** Notifications (favourite numbers added, replaced, none found) for the host's notification stack. */
  onNotify?: (notification: TicketNotification) => void;
  /** Raffles: the cause chosen in advance (e.g. from the cause's page). */
  causeKey?: string;
  /** Called when the shopper picks another game type tab. */
  onGameTypeChange?: (gameType: GameTypeKey) => void;
  /**
   * Start from this draw: a lottery draw (`?firstDrawNo=`) or a raffle draw (`/draw/{drawNo}/buy`);
   * the next available draw when absent or not on sale.
   */
  firstDrawNo?: number;
}

/**
 * Build a ticket for any product offer: game type tabs in the spec's order, the numbers of
 * every game, the draw and its options, the live price and Add to cart; syndicate shares and
 * raffle tickets for those offers.
 */
export function TicketBuilder({
  offerKey,
  gameType,
  onSubmit,
  onAdded,
  headingLevel = 2,
  className,
  freePostalEntry = false,
  onNotify,
  causeKey,
  onGameTypeChange,
  firstDrawNo,
}: TicketBuilderProps): ReactNode {
  const client = useDrawkit();
  const status = useStore(client.catalogue, (s) => s.status);
  const errors = useStore(client.catalogue, (s) => s.errors);
  const offer = useStore(client.catalogue, (s) => s.offers.find((o) => o.key === offerKey));
  const allDraws = useStore(client.catalogue, (s) => s.draws);
  const draw = useStore(client.catalogue, (s) => s.nextDraw(offerKey));
  const [offerChoice, setOfferChoice] = useState<string | null>(null);
  const [typeChoice, setTypeChoice] = useState<{ from: string | undefined; key: string } | null>(null);
  const panelId = useId();

  // Only this offer, unless the page has the whole catalogue (or is loading it) anyway.
  useAfterInit((c) => c.catalogue.getState().loadOffers([offerKey]), offerKey);

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

  const gameTypes = sortGameTypes(offer.gameTypes);
  // A tab the shopper chose wins until the gameType prop changes.
  const wanted = typeChoice && typeChoice.from === gameType ? typeChoice.key : gameType;
  const type = wanted
    ? gameTypes.find((t) => t.key === wanted)
    : (gameTypes.find((t) => t.key === 'standard') ?? gameTypes[0]);
  const gameOffers = type?.gameOffers ?? [];
  const gameOffer = gameOffers.find((g) => g.key === offerChoice) ?? gameOffers[0];
  const onSubmitted = onSubmit ?? ((item: AddCartItemRequest) => client.cart.getState().addItem(item));
  const selectType = (key: GameTypeKey) => {
    setTypeChoice({ from: gameType, key });
    setOfferChoice(null);
    onGameTypeChange?.(key);
  };
  const shared = { offer, onSubmit: onSubmitted, ...(onAdded ? { onAdded } : {}) };

  let editor: ReactNode;
  if (!type || !gameOffer) {
    editor = <Notice level="error">This game type is not available for {offer.name}.</Notice>;
  } else if (offer.type === 'raffle_ticket') {
    // Another draw from the page starts the raffle part afresh at that draw.
    editor = <RaffleTickets key={gameOffer.key + firstDrawNo} {...shared} gameType={type} gameOffer={gameOffer} causeKey={causeKey} drawNo={firstDrawNo} />;
  } else if (offer.type === 'syndicate_share') {
    // Syndicates, and lotto parties sold as shares of a group ticket.
    editor = <SyndicateShares key={gameOffer.key} {...shared} gameType={type} gameOffer={gameOffer} draw={draw} />;
  } else {
    const props = {
      ...shared,
      gameType: type,
      gameOffer,
      draw,
      draws: openDraws(offer, allDraws),
      freePostalEntry,
      ...(onNotify ? { onNotify } : {}),
      ...(firstDrawNo !== undefined ? { firstDrawNo } : {}),
    };
    // A new game offer starts a new ticket: its sets and bounds differ.
    const key = `${type.key}:${gameOffer.key}`;
    editor = type.key === 'standard' ? <TicketEditor key={key} {...props} /> : <GameTypeEditor key={key} {...props} />;
  }

  return (
    <section className={root} aria-label={`${offer.name} ticket`}>
      <DrawSummary name={offer.name} draw={draw} headingLevel={headingLevel} />
      {gameTypes.length > 1 && type ? <GameTypeTabs gameTypes={gameTypes} selected={type.key} onSelect={selectType} panelId={panelId} /> : null}
      <div id={panelId} {...(gameTypes.length > 1 ? { role: 'tabpanel', 'aria-label': type?.name } : {})} className="drawkit-stack">
        {gameOffers.length > 1 && gameOffer ? (
          <SelectField
            label="Game"
            value={gameOffer.key}
            onChange={(e) => setOfferChoice(e.target.value)}
            options={gameOffers.map((g) => ({ value: g.key, label: g.name }))}
          />
        ) : null}
        {editor}
      </div>
    </section>
  );
}
