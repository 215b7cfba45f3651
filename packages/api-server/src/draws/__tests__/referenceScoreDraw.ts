/**
 * Draw scoring as it was before it went batched (issue 11): scoreDraw.ts's lottery and raffle
 * steps and syndicateShares.ts copied unchanged but for imports (the games are scored by
 * referenceGameLines), and without the status step around them: the comparison test runs this
 * in a transaction it rolls back, then the real scorer on the same tickets. Do not edit to
 * follow the new code: this is the reference.
 */
import type { GameNumbers } from '@drawkit/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/Db';
import type { ItemDetails } from '../../db/schema';
import { drawDivisionResults, syndicates } from '../../db/schema';
import { type LotteryDrawRules, loadDrawRules } from '../drawRules';
import type { DrawRow } from '../openDraws';
import { BOXED_GAME_TYPE, scoreGameLines } from './referenceGameLines';

const SCORING_BATCH_SIZE = 10_000;

/** What scoreDraw's step did inside its transaction. */
export async function referenceScoreDraw(tx: Tx, draw: DrawRow, batchSize = SCORING_BATCH_SIZE): Promise<void> {
  if (draw.kind === 'raffle') await scoreRaffle(tx, draw);
  else await scoreLottery(tx, draw, batchSize);
}

interface ResultRow {
  ticket_id: string;
  customer_id: string;
  matches: Record<string, number>[];
  divisions: (number | null)[];
  winning_lines: { division: number; lines: number }[][];
  best_division: number | null;
  /** Winning lines in the shared-pool division (the column keeps its first name). */
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
  // Syndicate share tickets carry no games: their syndicate is scored once below (syndicateShares).
  const shareTicketIds: string[] = [];

  // One pass over the draw's tickets through a cursor: no sort, whatever the planner thinks of the table.
  await tx.execute(sql`declare draw_tickets no scroll cursor for
    select t.id, t.customer_id, t.games, o.game_type from tickets t left join orders o on o.id = t.order_id where t.draw_id = ${draw.id}`);
  for (;;) {
    const fetched = await tx.execute(sql.raw(`fetch forward ${Math.trunc(batchSize)} from draw_tickets`));
    // PGlite and node-postgres both answer with `rows`, jsonb already parsed.
    const batch = (fetched as unknown as { rows: { id: string; customer_id: string; games: GameNumbers[]; game_type: string | null }[] }).rows;
    if (batch.length === 0) break;
    const rows: ResultRow[] = [];
    for (const ticket of batch) {
      if (ticket.games.length === 0) {
        shareTicketIds.push(ticket.id);
        continue;
      }
      const row: ResultRow = {
        ticket_id: ticket.id,
        customer_id: ticket.customer_id,
        matches: [],
        divisions: [],
        winning_lines: [],
        best_division: null,
        shared_games: 0,
        fixed_cents: 0,
      };
      const matching = ticket.game_type === BOXED_GAME_TYPE ? 'boxed' : rules.matching;
      for (const game of ticket.games) {
        const score = scoreGameLines(rules.numberSets, matching, rules.divisions, game, results);
        row.matches.push(score.matches);
        row.divisions.push(score.division);
        row.winning_lines.push(score.wins);
        if (score.division === null) continue;
        if (row.best_division === null || score.division < row.best_division) row.best_division = score.division;
        // Every winning line counts: a system or Powerhit game can win several divisions at once.
        for (const { division, lines } of score.wins) {
          winners.set(division, (winners.get(division) ?? 0) + lines);
          if (division === shared) row.shared_games += lines;
          else row.fixed_cents += (fixedAmount.get(division) ?? 0) * lines;
        }
      }
      rows.push(row);
    }
    await tx.execute(sql`
      insert into ticket_results
        (ticket_id, draw_id, customer_id, matches, divisions, winning_lines, best_division, shared_games, fixed_cents, prize_cents)
      select r.ticket_id, ${draw.id}, r.customer_id, r.matches, r.divisions, r.winning_lines, r.best_division, r.shared_games, r.fixed_cents, r.fixed_cents
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
        ticket_id text, customer_id text, matches jsonb, divisions jsonb, winning_lines jsonb,
        best_division integer, shared_games integer, fixed_cents bigint)`);
    if (batch.length < batchSize) break;
  }
  await tx.execute(sql`close draw_tickets`);

  const syndicateScores = await scoreSyndicates(tx, rules, results, shared, shareTicketIds);
  for (const syndicate of syndicateScores.scored) {
    for (const [division, lines] of syndicate.winningLines) winners.set(division, (winners.get(division) ?? 0) + lines);
  }

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
  await insertShareResults(tx, draw, syndicateScores, shareCents);
  if (shareCents !== null) {
    await tx.execute(sql`
      update ticket_results set prize_cents = fixed_cents + shared_games * ${shareCents}::bigint
      where draw_id = ${draw.id} and shared_games > 0`);
  }
}

/** Each holding's result: its syndicate's matches and divisions, and its split of what the syndicate won. */
async function insertShareResults(
  tx: Tx,
  draw: DrawRow,
  { scored, others }: Awaited<ReturnType<typeof scoreSyndicates>>,
  shareCents: number | null,
): Promise<void> {
  const rows: (ResultRow & { prize_cents: number })[] = others.map(({ ticketId, customerId }) => ({
    ticket_id: ticketId,
    customer_id: customerId,
    matches: [],
    divisions: [],
    winning_lines: [],
    best_division: null,
    shared_games: 0,
    fixed_cents: 0,
    prize_cents: 0,
  }));
  for (const syndicate of scored) {
    const won = syndicate.fixedCents + syndicate.sharedGames * (shareCents ?? 0);
    const parts = splitSyndicatePrize(won, syndicate.size, syndicate.holdings);
    syndicate.holdings.forEach((holding, index) => {
      const part = parts[index] ?? 0;
      rows.push({
        ticket_id: holding.ticketId,
        customer_id: holding.customerId,
        matches: syndicate.matches,
        divisions: syndicate.divisions,
        winning_lines: syndicate.gameWins,
        best_division: syndicate.bestDivision,
        // The split is final here: the pool update below (shared_games > 0) leaves it alone.
        shared_games: 0,
        fixed_cents: part,
        prize_cents: part,
      });
    });
  }
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ticket_results
      (ticket_id, draw_id, customer_id, matches, divisions, winning_lines, best_division, shared_games, fixed_cents, prize_cents)
    select r.ticket_id, ${draw.id}, r.customer_id, r.matches, r.divisions, r.winning_lines, r.best_division, r.shared_games, r.fixed_cents, r.prize_cents
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      ticket_id text, customer_id text, matches jsonb, divisions jsonb, winning_lines jsonb,
      best_division integer, shared_games integer, fixed_cents bigint, prize_cents bigint)`);
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

interface Holding {
  ticketId: string;
  customerId: string;
  shares: number;
}

interface ScoredSyndicate {
  key: string;
  size: number;
  matches: Record<string, number>[];
  divisions: (number | null)[];
  bestDivision: number | null;
  /** Lines in the shared-pool division, and the fixed-prize cents the lines won. */
  sharedGames: number;
  fixedCents: number;
  /** Winning lines per division, for the division winner counts (a system game wins several). */
  winningLines: Map<number, number>;
  /** Per game: its winning lines per division (ticket_results.winning_lines). */
  gameWins: { division: number; lines: number }[][];
  /** In purchase order: the first holding takes the rounding remainder. */
  holdings: Holding[];
}

/**
 * Each holding's cents of `wonCents`: floor(won × shares / size), the sold part's leftover cents
 * to the first holding.
 */
function splitSyndicatePrize(wonCents: number, size: number, holdings: readonly Pick<Holding, 'shares'>[]): number[] {
  if (wonCents <= 0 || size <= 0 || holdings.length === 0) return holdings.map(() => 0);
  const parts = holdings.map((h) => Math.floor((wonCents * h.shares) / size));
  const sold = holdings.reduce((sum, h) => sum + h.shares, 0);
  const soldPart = Math.floor((wonCents * Math.min(sold, size)) / size);
  const leftover = soldPart - parts.reduce((sum, p) => sum + p, 0);
  parts[0] = (parts[0] ?? 0) + Math.max(0, leftover);
  return parts;
}

/**
 * Scores the syndicates behind some share tickets of a draw. Tickets that are not syndicate
 * shares (no syndicate on their order) come back in `others`, to be recorded without a prize.
 */
async function scoreSyndicates(
  tx: Tx,
  rules: LotteryDrawRules,
  results: Record<string, number[]>,
  /** The division sharing the prize pool (scoreDraw's rule), or null. */
  shared: number | null,
  ticketIds: readonly string[],
): Promise<{ scored: ScoredSyndicate[]; others: { ticketId: string; customerId: string }[] }> {
  if (ticketIds.length === 0) return { scored: [], others: [] };
  const fetched = await tx.execute(sql`
    select t.id as ticket_id, t.customer_id, o.details
    from tickets t join orders o on o.id = t.order_id
    where t.id in (${sql.join(ticketIds.map((id) => sql`${id}`), sql`, `)})
    order by t.created_at, t.id`);
  const rows = (fetched as unknown as { rows: { ticket_id: string; customer_id: string; details: ItemDetails }[] }).rows;
  const byKey = new Map<string, Holding[]>();
  const others: { ticketId: string; customerId: string }[] = [];
  for (const row of rows) {
    const key = row.details.syndicateKey;
    const shares = row.details.numShares ?? 0;
    if (!key || shares <= 0) {
      others.push({ ticketId: row.ticket_id, customerId: row.customer_id });
      continue;
    }
    byKey.set(key, [...(byKey.get(key) ?? []), { ticketId: row.ticket_id, customerId: row.customer_id, shares }]);
  }
  if (byKey.size === 0) return { scored: [], others };
  const syndicateRows = await tx.select().from(syndicates).where(inArray(syndicates.key, [...byKey.keys()]));
  const fixedAmount = new Map(rules.divisions.map((d) => [d.division, d.amountCents]));
  const scored: ScoredSyndicate[] = [];
  for (const syndicate of syndicateRows) {
    const entry: ScoredSyndicate = {
      key: syndicate.key,
      size: syndicate.size,
      matches: [],
      divisions: [],
      bestDivision: null,
      sharedGames: 0,
      fixedCents: 0,
      winningLines: new Map(),
      gameWins: [],
      holdings: byKey.get(syndicate.key) ?? [],
    };
    for (const game of syndicate.games as GameNumbers[]) {
      const score = scoreGameLines(rules.numberSets, rules.matching, rules.divisions, game, results);
      entry.matches.push(score.matches);
      entry.divisions.push(score.division);
      entry.gameWins.push(score.wins);
      if (score.division === null) continue;
      if (entry.bestDivision === null || score.division < entry.bestDivision) entry.bestDivision = score.division;
      for (const { division, lines } of score.wins) {
        entry.winningLines.set(division, (entry.winningLines.get(division) ?? 0) + lines);
        if (division === shared) entry.sharedGames += lines;
        else entry.fixedCents += (fixedAmount.get(division) ?? 0) * lines;
      }
    }
    scored.push(entry);
  }
  // A share whose syndicate no longer exists is recorded without a prize.
  for (const [key, holdings] of byKey) {
    if (!syndicateRows.some((s) => s.key === key)) others.push(...holdings.map(({ ticketId, customerId }) => ({ ticketId, customerId })));
  }
  return { scored, others };
}
