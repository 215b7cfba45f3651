import { useState, type ReactNode } from 'react';
import { emptyGame, toggleNumber, type GameNumbers, type NumberSet } from '@drawkit/sdk';
import { useDrawkit } from '../../context/DrawkitProvider';
import { useStore } from '../../context/useStore';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { FAVOURITE_NOTIFICATIONS, type TicketNotification } from '../notifications';

export interface FavouriteNumbersProps {
  gridSets: readonly NumberSet[];
  activeGame: GameNumbers;
  onFillGame: (game: GameNumbers, announcement: string) => void;
  onNotify?: ((notification: TicketNotification) => void) | undefined;
}

/** Picks the favourites into a new game, set by set, through the SDK's own picking rule. */
function gameFromFavourites(sets: readonly NumberSet[], favourites: Record<string, number[]>): GameNumbers {
  let game = emptyGame({ numberSets: sets.slice() });
  for (const set of sets) for (const n of favourites[set.name] ?? []) game = toggleNumber(game, set, n);
  return game;
}

/** "Use my favourite numbers" and "Save as favourites" for the signed-in customer, with the spec's notifications. */
export function FavouriteNumbers({ gridSets, activeGame, onFillGame, onNotify }: FavouriteNumbersProps): ReactNode {
  const client = useDrawkit();
  const signedIn = useStore(client.session, (s) => s.isAuthenticated);
  const favourites = useStore(client.session, (s) => s.customer?.favouriteNumbers);
  const [shown, setShown] = useState<TicketNotification | null>(null);
  const [saving, setSaving] = useState(false);

  const notify = (notification: TicketNotification) => {
    setShown(notification);
    onNotify?.(notification);
  };

  if (!signedIn || gridSets.length === 0) return null;

  const use = () => {
    const saved = favourites ?? {};
    const game = gameFromFavourites(gridSets, saved);
    const any = gridSets.some((set) => (game[set.name] ?? []).some((n) => n !== null));
    if (!any) {
      notify(FAVOURITE_NOTIFICATIONS.noneFound);
      return;
    }
    setShown(null);
    onFillGame(game, 'Your favourite numbers are in the game.');
  };

  const save = async () => {
    const picked = Object.fromEntries(
      gridSets.map((set) => [set.name, (activeGame[set.name] ?? []).filter((n): n is number => n !== null)]),
    );
    setSaving(true);
    const result = await client.session.getState().saveFavouriteNumbers(picked);
    setSaving(false);
    if (result.ok) notify(result.replaced ? FAVOURITE_NOTIFICATIONS.replaced : FAVOURITE_NOTIFICATIONS.added);
    else notify({ id: 'favourite-numbers-failed', title: 'Favourite numbers not saved', message: result.messages[0]?.message ?? 'Please try again.', level: 'error' });
  };

  const picksAny = gridSets.some((set) => (activeGame[set.name] ?? []).some((n) => n !== null));
  return (
    <div className="drawkit-stack">
      <div className="drawkit-row">
        <Button variant="link" onClick={use}>
          Use my favourite numbers
        </Button>
        <Button variant="link" onClick={() => void save()} pending={saving} disabled={!picksAny}>
          Save as favourites
        </Button>
      </div>
      {shown ? (
        <Notice level={shown.level} title={shown.title} onDismiss={() => setShown(null)}>
          {shown.message}
        </Notice>
      ) : null}
    </div>
  );
}

// The ticket editor loads this for signed-in shoppers only.
export default FavouriteNumbers;
