/**
 * Syndicate shares in a scored draw. A share ticket holds no games of its own (its games live
 * on the syndicate, see purchase/issueTickets); the syndicate's games are scored once per draw,
 * count once among the division winners, and what they win is divided among the shares sold:
 * each holding gets `won × its shares / syndicate size`, in whole cents rounded down. The cents
 * the rounding leaves over from the sold shares' part go to the holding bought first (earliest
 * ticket, then id), so the holders together receive exactly `floor(won × shares sold / size)`;
 * the unsold shares' part is not paid out. Each holding is one ticket, so the ledger's one prize
 * row per ticket (payDraw) pays every holding once.
 */
import type { GameNumbers } from '@drawkit/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/Db';
import type { ItemDetails } from '../db/schema';
import { syndicates } from '../db/schema';
import type { LotteryDrawRules } from './drawRules';
import { scoreGameLines } from './gameLines';

export interface Holding {
  ticketId: string;
  customerId: string;
  shares: number;
}

export interface ScoredSyndicate {
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
export function splitSyndicatePrize(wonCents: number, size: number, holdings: readonly Pick<Holding, 'shares'>[]): number[] {
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
export async function scoreSyndicates(
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
