import type { ReactNode } from 'react';
import { formatDrawDate, type CartItem } from '@drawkit/sdk';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { NumberBalls } from '../ui/NumberBall';

/** Props of {@link CartItemRow}. */
export interface CartItemRowProps {
  /** The cart line to show. */
  item: CartItem;
  /** This item's remove is in flight. */
  removing?: boolean;
  /** Disables the remove button (another change is in flight). */
  disabled?: boolean;
  /** Omit for a read-only summary. */
  onRemove?: () => void;
}

/** One cart line: what it is, which draw, its games and its price. */
export function CartItemRow({ item, removing = false, disabled = false, onRemove }: CartItemRowProps): ReactNode {
  const games = `${item.numGames} ${item.numGames === 1 ? 'game' : 'games'}`;
  const draws = item.numDraws === 1 ? '' : `, ${item.numDraws} draws`;
  return (
    <li className="drawkit-cart-item">
      <div>
        <span className="drawkit-cart-item-title">{item.description}</span>
        <p className="drawkit-muted">
          Draw {item.drawNo}, <time dateTime={item.drawDate}>{formatDrawDate(item.drawDate)}</time>
        </p>
        <p className="drawkit-muted">
          {games}
          {draws}
          {item.quickpick ? ', quick pick' : ''}
        </p>
      </div>
      <div className="drawkit-cart-item-side">
        <Money value={item.totalPrice} />
        {onRemove ? (
          <Button
            variant="link"
            pending={removing}
            disabled={disabled}
            aria-label={`Remove ${item.description}`}
            onClick={onRemove}
          >
            {removing ? 'Removing…' : 'Remove'}
          </Button>
        ) : null}
      </div>
      <ol className="drawkit-cart-item-games" aria-label={`Games of ${item.description}`}>
        {item.games.map((game, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's games are numbered by their position and never reorder.
          <li key={i}>
            <NumberBalls game={game} />
          </li>
        ))}
      </ol>
    </li>
  );
}
