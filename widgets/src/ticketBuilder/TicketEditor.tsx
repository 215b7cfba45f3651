import { useReducer, useState, type FormEvent, type ReactNode } from 'react';
import {
  AUTOPLAY,
  emptyGame,
  isEntryComplete,
  quickPickGame,
  toggleNumber,
  type ActionResult,
  type AddCartItemRequest,
  type Draw,
  type GameNumbers,
  type GameOffer,
  type GameType,
  type NumberSet,
  type ProductOffer,
} from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { Button } from '../ui/Button';
import { lazyPart } from '../ui/lazyPart';
import { Money } from '../ui/Money';
import { Messages, Notice } from '../ui/Notice';
import { NumberGrid } from '../ui/NumberGrid';
import { DrawOptions } from './DrawOptions';
import { GameList } from './GameList';
import { GamesCount } from './GamesCount';
import { useCartAdd } from './useCartAdd';
import { loadTicketRules, useTicketRules } from './loadTicketRules';
import type { TicketNotification } from './notifications';
import { initialOptions, livePrice, plainShape, startingGames, type GameShape, type TicketOptions } from './ticketOptions';
import { initialTicket, pickedCount, ticketReducer } from './ticketReducer';

// Favourite numbers load for a signed-in shopper only (the draw options wait behind their
// summary): the partner page's first download (issue 2's 40 KB) has no lazy part of the editor.
const FavouriteNumbers = lazyPart(() => import('./options/FavouriteNumbers'));

export interface TicketEditorProps {
  offer: ProductOffer;
  gameType: GameType;
  gameOffer: GameOffer;
  draw: Draw | undefined;
  /** The offer's draws on sale, soonest first (draw choice). */
  draws: readonly Draw[];
  onSubmit: (item: AddCartItemRequest) => Promise<ActionResult>;
  onAdded?: () => void;
  /** Free postal entry: shows the notice and hides the price. */
  freePostalEntry?: boolean;
  /** The draw to start from (`?firstDrawNo=`), when it is on sale. */
  firstDrawNo?: number;
  onNotify?: (notification: TicketNotification) => void;
  /** Shown above the games (what a system, combo or boxed game is). */
  intro?: ReactNode;
  /** How the game offer is played (default: every set on a grid, counted by games). */
  shape?: GameShape;
  /** Replaces the games stepper (Powerpik's entry counts). */
  countControl?: (count: number, onChange: (count: number) => void) => ReactNode;
  /** Shown under the grids of the active game (placeholder sets). */
  afterGrids?: ReactNode;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** "7" for the main set, "Powerball 5" for others; "numbers" or the set's own name as the noun. */
function spoken(set: NumberSet, n: number): { label: string; noun: string } {
  return set.name === 'Numbers' ? { label: `${n}`, noun: 'numbers' } : { label: `${set.name} ${n}`, noun: set.name };
}

/** The games of one ticket for one game offer of any lottery game type, its options, and its submission. */
export function TicketEditor({
  offer,
  gameType,
  gameOffer,
  draw,
  draws,
  onSubmit,
  onAdded,
  freePostalEntry = false,
  firstDrawNo,
  onNotify,
  intro,
  shape = plainShape(gameOffer),
  countControl,
  afterGrids,
}: TicketEditorProps): ReactNode {
  const [ticket, dispatch] = useReducer(ticketReducer, undefined, () =>
    initialTicket(startingGames(gameType.key, gameOffer, shape), emptyGame(gameOffer)),
  );
  // Start at the draw `firstDrawNo` names when it is on sale, else the next available one.
  const [options, setOptions] = useState<TicketOptions>(() => ({
    ...initialOptions(offer, gameType, gameOffer),
    drawOffset: Math.max(0, draws.findIndex((d) => d.drawNo === firstDrawNo)),
  }));
  const [announcement, setAnnouncement] = useState('');
  const { submitting, messages, setMessages, added, setAdded, add, prepare } = useCartAdd(onSubmit);
  // The shopper's first focus or press inside the ticket: time to fetch the rules, and what the
  // add is sent with (`prepare`), so Add to cart waits for neither.
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    if (engaged) return;
    setEngaged(true);
    prepare();
  };
  const signedIn = useStore(useDrawkit().session, (s) => s.isAuthenticated);
  // Guards the gap between a click and the re-render that disables the button.

  const { games, quickPicked, active } = ticket;
  const selectableDays = offer.selectableDays ?? 0;
  const complete = games.map((g) => shape.shopPicks || isEntryComplete(gameOffer, g, gameType.key));
  // Until the rules chunk arrives (on the first interaction, or at once for a ticket complete from
  // the start), a ticket with an unfinished game is known to be incomplete; one with every game
  // done waits for the rules before it can be added.
  const rules = useTicketRules(engaged || complete.every(Boolean));
  const problems = rules?.validateTicket({
    gameType: gameType.key,
    gameOffer,
    games,
    ...(shape.entryCounts.length > 0 ? { entryCount: games.length } : {}),
    selectableDays,
    days: options.days,
  }).filter((p) => p.code !== 'game_incomplete' || !shape.shopPicks);
  const incomplete = problems ? problems.some((p) => p.code === 'game_incomplete') : !complete.every(Boolean);
  const otherProblems = problems?.filter((p) => p.code !== 'game_incomplete') ?? [];
  const chosenDraw = draws[options.drawOffset] ?? draw;
  const price = livePrice(gameOffer, games.length, options, selectableDays);
  const game = games[active] ?? emptyGame(gameOffer);
  const needed = shape.gridSets.reduce((sum, s) => sum + s.count, 0);
  const progress = games.map((g) => ({
    chosen: shape.gridSets.reduce((sum, s) => sum + pickedCount(g[s.name]), 0),
    needed,
  }));

  const edited = () => {
    setAdded(false);
    setMessages([]);
  };

  const toggle = (set: NumberSet, n: number) => {
    const before = game[set.name] ?? [];
    const next = toggleNumber(game, set, n);
    const after = next[set.name] ?? [];
    const { label, noun } = spoken(set, n);
    if (!before.includes(n) && !after.includes(n)) {
      setAnnouncement(`You have already chosen ${set.count} ${noun}. Remove one to choose another.`);
      return;
    }
    edited();
    dispatch({ type: 'replace', index: active, game: next, quickPicked: false });
    const done = isEntryComplete(gameOffer, next, gameType.key) ? ` Game ${active + 1} is complete.` : '';
    setAnnouncement(
      `${after.includes(n) ? 'Picked' : 'Removed'} ${label}. ${pickedCount(after)} of ${set.count} ${noun} chosen.${done}`,
    );
  };

  const fill = (index: number, filled: GameNumbers, message: string) => {
    edited();
    dispatch({ type: 'replace', index, game: filled, quickPicked: false });
    setAnnouncement(message);
  };
  // Quick pick fills only the sets the shopper picks; placeholder sets stay for the shop.
  const pick = () => ({ ...emptyGame(gameOffer), ...quickPickGame({ numberSets: shape.gridSets }) });
  const quickPick = (index: number) => {
    edited();
    dispatch({ type: 'replace', index, game: pick(), quickPicked: true });
    setAnnouncement(`Game ${index + 1} filled by quick pick.`);
  };
  const quickPickAll = () => {
    edited();
    dispatch({ type: 'replaceAll', games: games.map(() => pick()), quickPicked: true });
    setAnnouncement(`All ${games.length} games filled by quick pick.`);
  };
  const clear = (index: number) => {
    edited();
    dispatch({ type: 'replace', index, game: emptyGame(gameOffer), quickPicked: false });
    setAnnouncement(`Game ${index + 1} cleared.`);
  };
  const clearAll = () => {
    edited();
    dispatch({ type: 'replaceAll', games: games.map(() => emptyGame(gameOffer)), quickPicked: false });
    setAnnouncement('All games cleared.');
  };
  const resize = (requested: number) => {
    const count = shape.entryCounts.length > 0 ? requested : clamp(requested, gameOffer.minGames, gameOffer.maxGames);
    edited();
    dispatch({ type: 'resize', count, empty: emptyGame(gameOffer) });
    setAnnouncement(`${count} ${count === 1 ? 'game' : 'games'}.`);
  };
  const changeOptions = (next: Partial<TicketOptions>) => {
    edited();
    setOptions((current) => ({ ...current, ...next }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!problems || problems.length > 0 || !chosenDraw) return;
    const ok = await add(async () => {
      const { toAddCartItem } = await loadTicketRules();
      return toAddCartItem({
        lotteryKey: offer.lotteryKey,
        productOfferKey: offer.key,
        gameType: gameType.key,
        gameOffer: gameOffer.key,
        games,
        numGames: games.length,
        numDraws: options.recurring ? AUTOPLAY : options.numDraws,
        quickpick: shape.shopPicks || quickPicked.every(Boolean),
        firstDrawNo: chosenDraw.drawNo,
        ...(shape.entryCounts.length > 0 ? { entryCount: games.length } : {}),
        ...(selectableDays ? { days: options.days & selectableDays, numWeeks: options.numWeeks } : {}),
      });
    });
    if (!ok) return;
    dispatch({ type: 'replaceAll', games: games.map(() => emptyGame(gameOffer)), quickPicked: false });
    setAnnouncement('');
    onAdded?.();
  };


  const activeSetsId = `drawkit-game-${gameOffer.key}-${active}`;
  const hintId = `${activeSetsId}-hint`;
  const canAdd = problems !== undefined && problems.length === 0 && chosenDraw !== undefined;
  return (
    <form
      className="drawkit-stack"
      onSubmit={submit}
      noValidate
      onFocusCapture={engage}
      onPointerDownCapture={engage}
    >
      {intro}
      <div className="drawkit-row">
        {countControl ? (
          countControl(games.length, resize)
        ) : (
          <GamesCount count={games.length} min={gameOffer.minGames} max={gameOffer.maxGames} onChange={resize} />
        )}
        {shape.shopPicks ? null : (
          <>
            <Button onClick={quickPickAll}>Quick pick all</Button>
            <Button onClick={clearAll}>Clear all</Button>
          </>
        )}
      </div>
      {shape.shopPicks ? (
        <p className="drawkit-muted">We pick every number for you when the ticket is added.</p>
      ) : (
        <>
          <GameList
            games={games}
            complete={complete}
            progress={progress}
            active={active}
            onSelect={(index) => dispatch({ type: 'select', index })}
            onQuickPick={quickPick}
            onClear={clear}
          />
          <div className="drawkit-section drawkit-stack" role="group" aria-labelledby={activeSetsId}>
            <h3 id={activeSetsId}>Choose numbers for game {active + 1}</h3>
            {shape.gridSets.map((set) => (
              <NumberGrid key={set.name} set={set} picked={game[set.name] ?? []} onToggle={(n) => toggle(set, n)} />
            ))}
            {afterGrids}
          </div>
        </>
      )}
      {signedIn && shape.gridSets.length > 0 ? (
        <FavouriteNumbers
          gridSets={shape.gridSets}
          activeGame={game}
          onFillGame={(filled, message) => fill(active, filled, message)}
          onNotify={onNotify}
        />
      ) : null}
      <DrawOptions
        offer={offer}
        gameType={gameType}
        gameOffer={gameOffer}
        draws={draws}
        chosenDraw={chosenDraw}
        options={options}
        onChange={changeOptions}
      />
      <div className="drawkit-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <Messages messages={messages} />
      {added ? <Notice level="success">Your ticket has been added.</Notice> : null}
      {freePostalEntry ? (
        <Notice level="info" title="Free postal entry">
          No purchase is necessary: you may enter this draw for free by post. See the terms and conditions for the address.
        </Notice>
      ) : null}
      <div className="drawkit-row">
        {freePostalEntry ? null : (
          <span className="drawkit-price">
            <span className="drawkit-muted">Price </span>
            {price ? <Money value={price} /> : '—'}
          </span>
        )}
        <Button
          type="submit"
          variant="primary"
          pending={submitting}
          disabled={!canAdd}
          aria-describedby={canAdd ? undefined : hintId}
        >
          Add to cart
        </Button>
        {!canAdd ? (
          <span id={hintId} className="drawkit-muted">
            {incomplete ? 'Complete every game to add the ticket.' : (otherProblems[0]?.message ?? '')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
