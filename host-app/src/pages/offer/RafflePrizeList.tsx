import { formatJackpotAmount, formatMoney, sortRafflePrizes } from '@drawkit/sdk';
import type { RafflePrize } from '@drawkit/sdk';

/** A raffle draw's prizes, "main prize first, then by timestamp and id ascending" (shop-specialised §9). */
export function RafflePrizeList({ prizes, label = 'Prizes' }: { prizes: readonly RafflePrize[]; label?: string }) {
  if (prizes.length === 0) return null;
  return (
    <ol className="prize-list" aria-label={label}>
      {sortRafflePrizes(prizes).map((prize) => (
        <li key={prize.prizeId} className={prize.isMainPrize ? 'prize-list__item prize-list__item--main' : 'prize-list__item'} data-testid="raffle-prize">
          <span className="prize-list__name">
            {prize.isMainPrize && <span className="prize-list__badge">Main prize: </span>}
            {prize.name}
          </span>{' '}
          {/* The main prize reads like a jackpot; the others show their full value. */}
          <span className="prize-list__value">{prize.isMainPrize ? formatJackpotAmount(prize.value) : formatMoney(prize.value)}</span>
        </li>
      ))}
    </ol>
  );
}
