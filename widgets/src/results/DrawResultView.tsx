import type { ReactNode } from 'react';
import { formatCount, formatDrawDate, formatJackpotAmount, sortRafflePrizes, type FullDrawResult, type RaffleWinner } from '@drawkit/sdk';
import { Money } from '../ui/Money';
import { NumberBall } from '../ui/NumberBall';
import { CustomerTickets } from './CustomerTickets';
import { headingTag } from '../ui/headingTag';

/** Props of {@link DrawResultView}. */
export interface DrawResultViewProps {
  result: FullDrawResult;
  /** Heading level of the draw's name (default 3); its parts' headings are one below. */
  headingLevel?: 2 | 3;
}

/** "Jackpot: $20 Million" by the display rules (shop-core §9), or "Announced soon". */
export function jackpotText(result: Pick<FullDrawResult, 'prizePool' | 'isPrizePoolUnknown'>): string {
  return result.isPrizePoolUnknown || !result.prizePool ? 'Announced soon' : formatJackpotAmount(result.prizePool);
}

/** The winning numbers of a draw, one row of balls per set, each set named for screen readers. */
export function WinningNumbers({ results }: { results: Record<string, number[]> }): ReactNode {
  return (
    <div className="drawkit-winning-numbers">
      {Object.entries(results).map(([set, values]) => (
        <div key={set} className="drawkit-winning-set" data-set={set}>
          <span className="drawkit-visually-hidden">
            {set}: {values.join(', ')}.
          </span>
          <span className="drawkit-balls" aria-hidden="true">
            {values.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a ball's place in its set is its identity.
              <NumberBall key={`${set}-${i}`} value={value} setName={set === 'WinningTicket' ? 'Numbers' : set} />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}

function RaffleWinners({ winners }: { winners: RaffleWinner[] }): ReactNode {
  // "Raffle prizes are sorted main prize first, then by timestamp and id ascending" (shop-specialised §9).
  const byPrize = new Map(winners.map((w) => [w.prize.prizeId, w]));
  const ordered = sortRafflePrizes(winners.map((w) => w.prize)).map((prize) => byPrize.get(prize.prizeId) as RaffleWinner);
  return (
    <ol className="drawkit-raffle-winners">
      {ordered.map(({ prize, ticketNo, winner }) => (
        <li key={prize.prizeId}>
          <span className="drawkit-raffle-prize">
            {prize.isMainPrize ? <strong>Main prize: </strong> : null}
            {prize.name} (<Money value={prize.value} />)
          </span>{' '}
          {winner ? (
            <span>
              won by ticket {ticketNo}, {winner.name} of {winner.suburb}
            </span>
          ) : (
            <span className="drawkit-muted">not won</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/** One drawn draw: winning numbers, jackpot, prize divisions with winners, raffle winners and the customer's own tickets. */
export function DrawResultView({ result, headingLevel = 3 }: DrawResultViewProps): ReactNode {
  const Heading = headingTag(headingLevel);
  const PartHeading = headingTag(headingLevel + 1);
  return (
    <article className="drawkit-draw-result drawkit-stack" aria-label={`Draw ${result.drawNo} results`} data-draw-no={result.drawNo}>
      <header>
        <Heading>
          {result.productOfferName} draw {result.drawNo}
        </Heading>
        <p className="drawkit-muted">{formatDrawDate(result.drawDate)}</p>
      </header>
      <WinningNumbers results={result.results} />
      <p className="drawkit-jackpot">
        {result.kind === 'raffle' ? 'Main prize' : 'Jackpot'}: <strong>{jackpotText(result)}</strong>
      </p>
      {result.kind === 'lottery' && result.divisions.length > 0 ? (
        <table className="drawkit-divisions">
          <caption>Prize divisions</caption>
          <thead>
            <tr>
              <th scope="col">Division</th>
              <th scope="col">Matches</th>
              <th scope="col">Winners</th>
              <th scope="col">Prize each</th>
            </tr>
          </thead>
          <tbody>
            {result.divisions.map((division) => (
              <tr key={division.division}>
                <td>{division.division}</td>
                <td>{division.name}</td>
                <td>{division.winners === null ? 'Being counted' : formatCount(division.winners)}</td>
                <td>
                  {division.prizeEach ? (
                    <Money value={division.prizeEach} />
                  ) : division.prize ? (
                    <Money value={division.prize} />
                  ) : division.winners === 0 ? (
                    'Jackpot'
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {result.kind === 'raffle' && result.raffleWinners.length > 0 ? (
        <section aria-label="Winners by prize">
          <PartHeading>Winners</PartHeading>
          <RaffleWinners winners={result.raffleWinners} />
        </section>
      ) : null}
      {result.customerTickets ? <CustomerTickets result={result} headingLevel={headingLevel === 2 ? 3 : 4} /> : null}
    </article>
  );
}
