import type { ReactNode } from 'react';
import { describeGame, NumberBall } from '../ui/NumberBall';
import { Money } from '../ui/Money';
import { cx } from '../ui/cx';
import type { FullDrawResult } from '@drawkit/sdk';
import { headingTag } from '../ui/headingTag';

/** Props of {@link CustomerTickets}. */
export interface CustomerTicketsProps {
  result: FullDrawResult;
  /** Heading level of "Your tickets" (default 4: under a draw's own heading). */
  headingLevel?: 3 | 4;
}

/** The signed-in customer's tickets in the draw: each game's numbers with the matched ones marked, and what it won. */
export function CustomerTickets({ result, headingLevel = 4 }: CustomerTicketsProps): ReactNode {
  const tickets = result.customerTickets ?? [];
  if (tickets.length === 0) return null;
  const Heading = headingTag(headingLevel);
  return (
    <section className="drawkit-my-tickets drawkit-stack" aria-label="Your tickets">
      <Heading>Your tickets</Heading>
      <ul>
        {tickets.map((ticket) => (
          <li key={ticket.ticketId} className="drawkit-my-ticket">
            {result.kind === 'raffle' ? (
              <p>
                {ticket.winningTicketNo !== null ? `Ticket ${ticket.winningTicketNo} won a prize` : `${ticket.games.length} raffle ticket${ticket.games.length === 1 ? '' : 's'}`}
              </p>
            ) : (
              <ol className="drawkit-my-games">
                {ticket.games.map((game, index) => {
                  const matches = ticket.matches[index] ?? {};
                  const division = ticket.divisions[index] ?? null;
                  // A system or Powerhit game plays many lines and may win several divisions at once.
                  const wins = ticket.winningLines?.[index] ?? [];
                  const severalLines = wins.length > 1 || (wins[0]?.lines ?? 1) > 1;
                  const winText = severalLines
                    ? ` · ${wins.map((w) => `Division ${w.division}${w.lines > 1 ? ` on ${w.lines} lines` : ''}`).join(', ')}`
                    : division !== null
                      ? ` · Division ${division}`
                      : '';
                  const matchText = Object.entries(matches)
                    .map(([set, n]) => `${n} ${set}`)
                    .join(', ');
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's games are numbered by their position and never reorder.
                    <li key={index} className={cx('drawkit-my-game', division !== null && 'drawkit-my-game--won')}>
                      <span className="drawkit-visually-hidden">{describeGame(game)}</span>
                      <span className="drawkit-balls" aria-hidden="true">
                        {Object.entries(game).flatMap(([set, values]) =>
                          values.map((value, i) => (
                            <NumberBall
                              // biome-ignore lint/suspicious/noArrayIndexKey: a ball's place in its set is its identity.
                              key={`${set}-${i}`}
                              value={value}
                              setName={set}
                              {...(value !== null && result.results[set]?.includes(value) ? { className: 'drawkit-ball--matched' } : {})}
                            />
                          )),
                        )}
                      </span>
                      <span className="drawkit-my-game-outcome">
                        {matchText ? `Matched ${matchText}` : 'Being checked'}
                        {winText}
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
            <p className="drawkit-my-ticket-prize">
              {ticket.prize === null ? (
                'Winnings are being counted'
              ) : ticket.prize.amount > 0 ? (
                <>
                  You won <Money value={ticket.prize} />
                </>
              ) : (
                'No win this time'
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
