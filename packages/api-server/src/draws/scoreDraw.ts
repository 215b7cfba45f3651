/**
 * DRAW_DRAWN → DRAW_SCORED: every ticket of the draw gets a result row. Lottery tickets are read
 * in batches through a cursor, each game is matched against the results in memory, and each batch
 * is written with one INSERT from a JSON recordset; then the shared division's pool is divided
 * among its winning games with one UPDATE. Raffle tickets are scored with one INSERT ... SELECT
 * over the drawn winners. The whole step is one transaction (see advanceDraw).
 */
import type { GameNumbers } from '@drawkit/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/Db';
import { drawDivisionResults } from '../db/schema';
import { advanceDraw } from './advanceDraw';
import { loadDrawRules } from './drawRules';
import type { DrawRow } from './openDraws';
import { divisionFor, matchGame } from './scoreGame';

export const SCORING_BATCH_SIZE = 10_000;

export function scoreDraw(db: Db, drawId: string, batchSize = SCORING_BATCH_SIZE): Promise<boolean> {
  return advanceDraw(db, drawId, 'DRAW_DRAWN', 'DRAW_SCORED', async (tx, draw) => {
    if (draw.kind === 'raffle') await scoreRaffle(tx, draw);
    else await scoreLottery(tx, draw, batchSize);
  });
}

interface ResultRow {
  ticket_id: string;
  customer_id: string;
  matches: Record<string, number>[];
  divisions: (number | null)[];
  best_division: number | null;
  shared_games: number;
  fixed_cents: number;
}

async function scoreLottery(tx: Tx, draw: DrawRow, batchSize: number): Promise<void> {
  const rules = await loadDrawRules(tx, draw.lotteryKey);
  const results = draw.results ?? {};
  // Division 1 (the first without a fixed amount) shares the prize pool; the rest pay fixed amounts.
  const shared = rules.divisions.find((d) => d.amountCents === null)?.division ?? null;
  const fixedAmount = new Map(rules.divisions.map((d) => [d.division, d.amountCents ?? 0]));
  const winners = new Map<number, number>();

  // One pass over the draw's tickets through a cursor: no sort, whatever the planner thinks of the table.
  await tx.execute(sql`declare draw_tickets no scroll cursor for
    select id, customer_id, games from tickets where draw_id = ${draw.id}`);
  for (;;) {
    const fetched = await tx.execute(sql.raw(`fetch forward ${Math.trunc(batchSize)} from draw_tickets`));
    // PGlite and node-postgres both answer with `rows`, jsonb already parsed.
    const batch = (fetched as unknown as { rows: { id: string; customer_id: string; games: GameNumbers[] }[] }).rows;
    if (batch.length === 0) break;
    const rows: ResultRow[] = batch.map((ticket) => {
      const row: ResultRow = {
        ticket_id: ticket.id,
        customer_id: ticket.customer_id,
        matches: [],
        divisions: [],
        best_division: null,
        shared_games: 0,
        fixed_cents: 0,
      };
      for (const game of ticket.games) {
        const matches = matchGame(rules.numberSets, rules.matching, game, results);
        const division = divisionFor(matches, rules.divisions);
        row.matches.push(matches);
        row.divisions.push(division);
        if (division === null) continue;
        winners.set(division, (winners.get(division) ?? 0) + 1);
        if (row.best_division === null || division < row.best_division) row.best_division = division;
        if (division === shared) row.shared_games += 1;
        else row.fixed_cents += fixedAmount.get(division) ?? 0;
      }
      return row;
    });
    await tx.execute(sql`
      insert into ticket_results
        (ticket_id, draw_id, customer_id, matches, divisions, best_division, shared_games, fixed_cents, prize_cents)
      select r.ticket_id, ${draw.id}, r.customer_id, r.matches, r.divisions, r.best_division, r.shared_games, r.fixed_cents, r.fixed_cents
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        ticket_id text, customer_id text, matches jsonb, divisions jsonb,
        best_division integer, shared_games integer, fixed_cents bigint)`);
    if (batch.length < batchSize) break;
  }
  await tx.execute(sql`close draw_tickets`);

  const sharedWinners = shared === null ? 0 : (winners.get(shared) ?? 0);
  // The pool is divided in whole cents; a remainder of less than one cent per winner is not paid.
  const shareCents = sharedWinners > 0 && draw.prizePoolCents !== null ? Math.floor(draw.prizePoolCents / sharedWinners) : null;
  if (rules.divisions.length > 0) {
    await tx.insert(drawDivisionResults).values(
      rules.divisions.map((d) => ({
        drawId: draw.id,
        division: d.division,
        winners: winners.get(d.division) ?? 0,
        prizeEachCents: d.division === shared ? shareCents : d.amountCents,
      })),
    );
  }
  if (shareCents !== null) {
    await tx.execute(sql`
      update ticket_results set prize_cents = fixed_cents + shared_games * ${shareCents}::bigint
      where draw_id = ${draw.id} and shared_games > 0`);
  }
}

/** A raffle ticket wins the cash value of the cash prizes it drew; other prizes are delivered, not paid. */
async function scoreRaffle(tx: Tx, draw: DrawRow): Promise<void> {
  await tx.execute(sql`
    insert into ticket_results
      (ticket_id, draw_id, customer_id, matches, divisions, best_division, shared_games, fixed_cents, prize_cents)
    select t.id, t.draw_id, t.customer_id, '[]'::jsonb, '[]'::jsonb, null, 0, coalesce(w.cash, 0), coalesce(w.cash, 0)
    from tickets t
    left join (
      select rw.ticket_id, sum(case when p.cash then p.value_cents else 0 end) as cash
      from raffle_winners rw join raffle_prizes p on p.id = rw.prize_id
      where rw.draw_id = ${draw.id}
      group by rw.ticket_id
    ) w on w.ticket_id = t.id
    where t.draw_id = ${draw.id}`);
}
