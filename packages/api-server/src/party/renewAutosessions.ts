/**
 * AutoPlay of a lotto party session ("autosessionStatus (on, paused, off)"; "the organiser can
 * turn off ticket creation into future draws", shop-specialised §3, §6): once a session's draw
 * has stopped selling, a session with AutoPlay on is continued into its lottery's next open draw,
 * with the same ticket size and AutoPlay on. Run by the draw engine's tick; each session is
 * continued at most once (`renewed_from` is unique), so several processes never double it, and
 * a cancelled session or a group with no organiser left is not continued.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { draws, lottoPartyGroups, lottoPartySessions } from '../db/schema';
import { isUniqueViolation } from './groupRoutes';
import { createSessionRows } from './createSessionRows';
import { loadPartyTemplate } from './partyConfig';

export async function renewAutosessions(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ session: lottoPartySessions, groupName: lottoPartyGroups.groupName })
    .from(lottoPartySessions)
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .where(
      and(
        eq(lottoPartySessions.autosessionStatus, 'on'),
        sql`${lottoPartySessions.status} <> 'cancelled'`,
        sql`(${draws.status} <> 'DRAW_OPEN' or ${draws.stopAt} <= ${now.toISOString()}::timestamptz)`,
        sql`not exists (select 1 from lotto_party_sessions n where n.renewed_from = ${lottoPartySessions.id})`,
        // The organiser is still in the group (an organiser never leaves, but keep the rule).
        sql`exists (select 1 from lotto_party_members m where m.group_id = ${lottoPartySessions.groupId} and m.role = 'organiser')`,
      ),
    )
    .limit(100);
  if (due.length === 0) return 0;
  const template = await loadPartyTemplate(db);
  let renewed = 0;
  for (const { session, groupName } of due) {
    const [next] = await db
      .select({ id: draws.id, drawNo: draws.drawNo })
      .from(draws)
      .where(and(eq(draws.lotteryKey, template.lotteryKey), eq(draws.status, 'DRAW_OPEN'), gt(draws.stopAt, now)))
      .orderBy(asc(draws.stopAt))
      .limit(1);
    if (!next) continue;
    try {
      await db.transaction((tx) =>
        createSessionRows(tx, template, {
          groupId: session.groupId,
          groupName,
          draw: next,
          numGames: session.numGames,
          autosessionStatus: 'on',
          createdBy: session.createdBy,
          now,
          renewedFrom: session.id,
        }),
      );
      renewed += 1;
    } catch (error) {
      // Another process continued it first.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return renewed;
}
