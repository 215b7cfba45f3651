/**
 * DRAW_DRAWN → DRAW_SCORED: every ticket of the draw gets a result row. Lottery tickets are read
 * in batches through a cursor, as arrays of text (on PostgreSQL on a second connection that sees
 * the step's snapshot, the next batch read while this one is written); each game is scored by
 * how its sets are played (drawScorer: each distinct play scored once by gameLines, with its JSON
 * made once), and the rows go in by COPY (on PostgreSQL one COPY for the whole draw, fed as the
 * batches arrive), scored while PostgreSQL inserts the previous chunk. Then the shared division's
 * pool is divided among its winning lines. Raffle tickets are scored with one INSERT ... SELECT
 * over the drawn winners. The whole step is one transaction (see advanceDraw), so a crash leaves
 * nothing half-scored and a second run finds the draw scored already.
 */
import type { GameNumbers } from '@drawkit/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/Db';
import { drawDivisionResults } from '../db/schema';
import { advanceDraw } from './advanceDraw';
import { createDrawScorer, type DrawScorer } from './drawScorer';
import { loadDrawRules } from './drawRules';
import type { DrawRow } from './openDraws';
import { BOXED_GAME_TYPE, type Matching } from './scoreGame';
import { type BatchReader, copyText, openBatchReader, scoringConnection } from './scoringConnection';
import { scoreSyndicates, splitSyndicatePrize } from './syndicateShares';

export const SCORING_BATCH_SIZE = 25_000;

/** Where a scoring step's time went, in milliseconds (benchScoring prints it). */
export interface ScoringTimings {
  /** Waiting for the tickets (on PostgreSQL the next batch is read while one is scored and copied). */
  readMs: number;
  /** Scoring them in JavaScript (inside writeMs: rows are scored while COPY sends them). */
  scoreMs: number;
  /** COPY of the result rows, scoring included, waiting for tickets not. */
  writeMs: number;
  /** Syndicates, division results and the shared pool. */
  finishMs: number;
  tickets: number;
  /** Distinct ways a game was played, each scored once. */
  distinctPlays: number;
}

export interface ScoreDrawOptions {
  batchSize?: number;
  /** Filled in when given. */
  timings?: ScoringTimings;
}

export function emptyScoringTimings(): ScoringTimings {
  return { readMs: 0, scoreMs: 0, writeMs: 0, finishMs: 0, tickets: 0, distinctPlays: 0 };
}

export function scoreDraw(db: Db, drawId: string, options: ScoreDrawOptions = {}): Promise<boolean> {
  const timings = options.timings ?? emptyScoringTimings();
  return advanceDraw(db, drawId, 'DRAW_DRAWN', 'DRAW_SCORED', async (tx, draw) => {
    if (draw.kind === 'raffle') await scoreRaffle(tx, draw);
    else await scoreLottery(db, tx, draw, options.batchSize ?? SCORING_BATCH_SIZE, timings);
  });
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

const RESULT_COLUMNS = [
  'ticket_id', 'draw_id', 'customer_id', 'matches', 'divisions', 'winning_lines', 'best_division', 'shared_games', 'fixed_cents', 'prize_cents',
] as const;

/** A fetched ticket: id, customer, games as JSON text, its order's game type. */
type TicketRow = [string, string, string, string | null];

/** Result rows are sent in chunks of this many tickets: small enough to overlap, big enough to be cheap. */
const COPY_CHUNK_TICKETS = 2_000;

const now = () => performance.now();

async function scoreLottery(db: Db, tx: Tx, draw: DrawRow, batchSize: number, timings: ScoringTimings): Promise<void> {
  const rules = await loadDrawRules(tx, draw.lotteryKey);
  const results = draw.results ?? {};
  // Division 1 (the first without a fixed amount) shares the prize pool; the rest pay fixed amounts.
  const shared = rules.divisions.find((d) => d.amountCents === null)?.division ?? null;
  const scorer = createDrawScorer(rules, results, shared, copyText);
  const connection = scoringConnection(tx);
  // Syndicate share tickets carry no games: their syndicate is scored once below (syndicateShares).
  const shareTicketIds: string[] = [];
  // Tickets with lines in the shared division: their prize is set once the pool's share is known.
  const poolTicketIds: string[] = [];
  const context: BatchContext = { drawId: draw.id, matching: rules.matching, scorer, shareTicketIds, poolTicketIds, timings };

  // One pass over the draw's tickets through a cursor: no sort, whatever the planner thinks of the table.
  const reader = await openBatchReader(
    db,
    tx,
    'select t.id, t.customer_id, t.games::text, o.game_type from tickets t left join orders o on o.id = t.order_id where t.draw_id = $1',
    [draw.id],
  );
  try {
    const batches = ticketBatches(reader, batchSize, timings);
    const started = now();
    const readBefore = timings.readMs;
    if (reader.via === 'snapshot') {
      // The reader has a connection of its own: one COPY takes every batch as it is read.
      await connection.copyFrom('ticket_results', RESULT_COLUMNS, everyBatchChunks(batches, context));
    } else {
      // The reader's cursor is on this connection, which cannot fetch while a COPY is open.
      for await (const batch of batches) await connection.copyFrom('ticket_results', RESULT_COLUMNS, resultChunks(batch, context));
    }
    // The COPY stays open while the next batch is read: that wait is readMs's, not the COPY's.
    timings.writeMs += now() - started - (timings.readMs - readBefore);
  } finally {
    await reader.close();
  }
  timings.distinctPlays = scorer.distinctPlays;

  const finishing = now();
  const winners = scorer.winners;
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
  if (shareCents !== null && poolTicketIds.length > 0) {
    await connection.rows(
      `update ticket_results set prize_cents = fixed_cents + shared_games * $1::bigint
       where ticket_id = any($2::text[]) and shared_games > 0`,
      [shareCents, poolTicketIds],
    );
  }
  timings.finishMs += now() - finishing;
}

interface BatchContext {
  drawId: string;
  matching: Matching;
  scorer: DrawScorer;
  shareTicketIds: string[];
  poolTicketIds: string[];
  timings: ScoringTimings;
}

/**
 * The draw's tickets a batch at a time, the next batch read while this one is scored and copied
 * (openBatchReader). The first batch is small and each next one twice the last, up to `batchSize`,
 * so the COPY starts as soon as a few tickets are in rather than after a whole batch's read.
 */
async function* ticketBatches(reader: BatchReader, batchSize: number, timings: ScoringTimings): AsyncGenerator<TicketRow[]> {
  let size = Math.min(COPY_CHUNK_TICKETS, batchSize);
  let reading = reader.next(size);
  for (;;) {
    const started = now();
    const batch = (await reading) as TicketRow[];
    timings.readMs += now() - started;
    if (batch.length === 0) return;
    const last = batch.length < size;
    if (!last) {
      size = Math.min(size * 2, batchSize);
      reading = reader.next(size);
      reading.catch(() => undefined); // awaited next time round; not left unhandled if the COPY fails first
    }
    timings.tickets += batch.length;
    yield batch;
    if (last) return;
  }
}

async function* everyBatchChunks(batches: AsyncIterable<TicketRow[]>, context: BatchContext): AsyncGenerator<string> {
  for await (const batch of batches) yield* resultChunks(batch, context);
}

/** The COPY lines of a batch's lottery tickets, scored a chunk at a time as COPY asks for them. */
function* resultChunks(batch: readonly TicketRow[], context: BatchContext): Generator<string> {
  const drawId = copyText(context.drawId);
  for (let from = 0; from < batch.length; from += COPY_CHUNK_TICKETS) {
    const started = now();
    let chunk = '';
    const to = Math.min(batch.length, from + COPY_CHUNK_TICKETS);
    for (let i = from; i < to; i += 1) {
      const [ticketId, customerId, gamesJson, gameType] = batch[i] as TicketRow;
      const games = JSON.parse(gamesJson) as GameNumbers[];
      if (games.length === 0) {
        context.shareTicketIds.push(ticketId);
        continue;
      }
      const score = context.scorer.scoreTicket(games, gameType === BOXED_GAME_TYPE ? 'boxed' : context.matching);
      if (score.sharedGames > 0) context.poolTicketIds.push(ticketId);
      chunk +=
        `${copyText(ticketId)}\t${drawId}\t${copyText(customerId)}\t${score.matchesJson}\t${score.divisionsJson}\t` +
        `${score.winningLinesJson}\t${score.bestDivision ?? '\\N'}\t${score.sharedGames}\t${score.fixedCents}\t${score.fixedCents}\n`;
    }
    context.timings.scoreMs += now() - started;
    yield chunk;
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
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(
      ticket_id text, customer_id text, matches json, divisions json, winning_lines json,
      best_division integer, shared_games integer, fixed_cents bigint, prize_cents bigint)`);
}

/** A raffle ticket wins the cash value of the cash prizes it drew; other prizes are delivered, not paid. */
async function scoreRaffle(tx: Tx, draw: DrawRow): Promise<void> {
  await tx.execute(sql`
    insert into ticket_results
      (ticket_id, draw_id, customer_id, matches, divisions, best_division, shared_games, fixed_cents, prize_cents)
    select t.id, t.draw_id, t.customer_id, '[]'::json, '[]'::json, null, 0, coalesce(w.cash, 0), coalesce(w.cash, 0)
    from tickets t
    left join (
      select rw.ticket_id, sum(case when p.cash then p.value_cents else 0 end) as cash
      from raffle_winners rw join raffle_prizes p on p.id = rw.prize_id
      where rw.draw_id = ${draw.id}
      group by rw.ticket_id
    ) w on w.ticket_id = t.id
    where t.draw_id = ${draw.id}`);
}
