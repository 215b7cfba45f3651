import { useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  CART_UPDATE_FAILURE,
  emptyGame,
  isGameComplete,
  quickPickGame,
  ticketPrice,
  toggleNumber,
  type ActionResult,
  type AddCartItemRequest,
  type ApiMessage,
  type Draw,
  type GameOffer,
  type NumberSet,
  type ProductOffer,
} from '@drawkit/sdk';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { Messages, Notice } from '../ui/Notice';
import { NumberGrid } from '../ui/NumberGrid';
import { GameList } from './GameList';
import { GamesCount } from './GamesCount';
import { initialTicket, pickedCount, ticketReducer } from './ticketReducer';

export interface TicketEditorProps {
  offer: ProductOffer;
  gameType: string;
  gameOffer: GameOffer;
  draw: Draw | undefined;
  onSubmit: (item: AddCartItemRequest) => Promise<ActionResult>;
  onAdded?: () => void;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** "7" for the main set, "Powerball 5" for others; "numbers" or the set's own name as the noun. */
function spoken(set: NumberSet, n: number): { label: string; noun: string } {
  return set.name === 'Numbers' ? { label: `${n}`, noun: 'numbers' } : { label: `${set.name} ${n}`, noun: set.name };
}

/** The games of one ticket for one game offer, and its submission. */
export function TicketEditor({ offer, gameType, gameOffer, draw, onSubmit, onAdded }: TicketEditorProps): ReactNode {
  const [ticket, dispatch] = useReducer(ticketReducer, undefined, () =>
    initialTicket(clamp(gameOffer.defaultEntryCount, gameOffer.minGames, gameOffer.maxGames), emptyGame(gameOffer)),
  );
  const [announcement, setAnnouncement] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [messages, setMessages] = useState<ApiMessage[]>([]);
  const [added, setAdded] = useState(false);
  // Guards the gap between a click and the re-render that disables the button.
  const inFlight = useRef(false);

  const { games, quickPicked, active } = ticket;
  const complete = games.map((g) => isGameComplete(gameOffer, g));
  const allComplete = complete.every(Boolean);
  const price = ticketPrice(gameOffer, games.length, 1);
  const game = games[active] ?? emptyGame(gameOffer);
  const needed = gameOffer.numberSets.reduce((sum, s) => sum + s.count, 0);
  const progress = games.map((g) => ({
    chosen: gameOffer.numberSets.reduce((sum, s) => sum + pickedCount(g[s.name]), 0),
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
    const done = isGameComplete(gameOffer, next) ? ` Game ${active + 1} is complete.` : '';
    setAnnouncement(
      `${after.includes(n) ? 'Picked' : 'Removed'} ${label}. ${pickedCount(after)} of ${set.count} ${noun} chosen.${done}`,
    );
  };

  const quickPick = (index: number) => {
    edited();
    dispatch({ type: 'replace', index, game: quickPickGame(gameOffer), quickPicked: true });
    setAnnouncement(`Game ${index + 1} filled by quick pick.`);
  };
  const quickPickAll = () => {
    edited();
    dispatch({ type: 'replaceAll', games: games.map(() => quickPickGame(gameOffer)), quickPicked: true });
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
    const count = clamp(requested, gameOffer.minGames, gameOffer.maxGames);
    edited();
    dispatch({ type: 'resize', count, empty: emptyGame(gameOffer) });
    setAnnouncement(`${count} ${count === 1 ? 'game' : 'games'}.`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!allComplete || !draw || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setMessages([]);
    const item: AddCartItemRequest = {
      productType: 'lottery_ticket',
      lotteryKey: offer.lotteryKey,
      gameType,
      gameOffer: gameOffer.key,
      games,
      numDraws: 1,
      drawNo: draw.drawNo,
      quickpick: quickPicked.every(Boolean),
    };
    let result: ActionResult;
    try {
      result = await onSubmit(item);
    } catch {
      result = { ok: false, messages: [] };
    }
    inFlight.current = false;
    setSubmitting(false);
    if (result.ok) {
      dispatch({ type: 'replaceAll', games: games.map(() => emptyGame(gameOffer)), quickPicked: false });
      setAdded(true);
      setAnnouncement('');
      onAdded?.();
    } else {
      setMessages(
        result.messages.length > 0
          ? result.messages
          : [{ message: CART_UPDATE_FAILURE, code: 'add_to_cart_failed', level: 'error' }],
      );
    }
  };

  const activeSetsId = `drawkit-game-${gameOffer.key}-${active}`;
  const hintId = `${activeSetsId}-hint`;
  return (
    <form className="drawkit-stack" onSubmit={submit} noValidate>
      <div className="drawkit-row">
        <GamesCount count={games.length} min={gameOffer.minGames} max={gameOffer.maxGames} onChange={resize} />
        <Button onClick={quickPickAll}>Quick pick all</Button>
        <Button onClick={clearAll}>Clear all</Button>
      </div>
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
        {gameOffer.numberSets.map((set) => (
          <NumberGrid key={set.name} set={set} picked={game[set.name] ?? []} onToggle={(n) => toggle(set, n)} />
        ))}
      </div>
      <div className="drawkit-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      <Messages messages={messages} />
      {added ? <Notice level="success">Your ticket has been added.</Notice> : null}
      <div className="drawkit-row">
        <span className="drawkit-price">
          <span className="drawkit-muted">Price </span>
          <Money value={price} />
        </span>
        <Button
          type="submit"
          variant="primary"
          pending={submitting}
          disabled={!allComplete || !draw}
          aria-describedby={allComplete ? undefined : hintId}
        >
          Add to cart
        </Button>
        {!allComplete ? (
          <span id={hintId} className="drawkit-muted">
            Complete every game to add the ticket.
          </span>
        ) : null}
      </div>
    </form>
  );
}
