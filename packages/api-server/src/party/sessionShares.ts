/**
 * A lotto party share in the cart. A session's group ticket is a syndicate of its own, not one
 * of the offer's listed game offers, so the cart's rules ask here first: null for an ordinary
 * syndicate, else the session's game offer once the buyer may have it (a member of the group,
 * the session open, its one draw). The purchase re-prices the cart inside its transaction, so
 * the row lock taken here makes closing a session wait for a purchase in flight, and a
 * purchase after the close is refused.
 */
import type { GameOffer } from '@drawkit/contract';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { draws, lottoPartyMembers, lottoPartySessions, syndicates } from '../db/schema';
import { fail } from '../http/ApiFailure';
import { syndicateGameOffer } from '../seed/offerSeeds';

export interface ShareRequest {
  syndicateKey: string;
  drawNo: number | null;
  numDraws: number;
  recurring: boolean;
}

export async function sessionGameOffer(db: DbOrTx, clock: Clock, request: ShareRequest, customerId: string | null): Promise<GameOffer | null> {
  const [row] = await db
    .select({ session: lottoPartySessions, syndicate: syndicates, drawNo: draws.drawNo, drawStatus: draws.status, stopAt: draws.stopAt })
    .from(lottoPartySessions)
    .innerJoin(syndicates, eq(syndicates.key, lottoPartySessions.syndicateKey))
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .where(eq(lottoPartySessions.syndicateKey, request.syndicateKey))
    .for('share', { of: lottoPartySessions });
  if (!row) return null;
  if (!customerId) fail('not_group_member', { field: 'syndicateKey' });
  const [member] = await db
    .select({ role: lottoPartyMembers.role })
    .from(lottoPartyMembers)
    .where(and(eq(lottoPartyMembers.groupId, row.session.groupId), eq(lottoPartyMembers.customerId, customerId)));
  if (!member) fail('not_group_member', { field: 'syndicateKey' });
  if (row.session.status !== 'open') fail('session_not_open', { field: 'syndicateKey' });
  if (row.drawStatus !== 'DRAW_OPEN' || row.stopAt.getTime() <= clock.now().getTime()) fail('draw_closed', { field: 'drawNo' });
  if (request.drawNo !== row.drawNo || request.numDraws !== 1 || request.recurring) {
    fail('validation_failed', { field: 'drawNo', message: "A Lotto Party share is for its session's one draw." });
  }
  return syndicateGameOffer(row.syndicate);
}
