/**
 * Writes a session and its group ticket (a syndicate row of quick-picked games in the template's
 * shares), inside the caller's transaction: by `POST /session` and by the AutoPlay renewal.
 */
import type { Tx } from '../db/Db';
import { newId } from '../db/ids';
import { lottoPartySessions, syndicates } from '../db/schema';
import { syndicateGames } from '../seed/offerSeeds';
import { costPerShareCents, PARTY_OFFER_KEY, type PartyTemplate } from './partyConfig';

export interface NewSession {
  groupId: string;
  groupName: string;
  draw: { id: string; drawNo: number };
  numGames: number;
  autosessionStatus: 'on' | 'paused' | 'off';
  createdBy: string;
  now: Date;
  renewedFrom?: string;
}

export async function createSessionRows(tx: Tx, template: PartyTemplate, session: NewSession): Promise<string> {
  const id = newId();
  const syndicateKey = `lotto_party_session_${id}`;
  await tx.insert(syndicates).values({
    key: syndicateKey,
    offerKey: PARTY_OFFER_KEY,
    lotteryKey: template.lotteryKey,
    gameOffer: template.gameOffer,
    name: `Lotto Party ${session.groupName} (draw ${session.draw.drawNo})`,
    size: template.size,
    costPerShareCents: costPerShareCents(template, session.numGames),
    numStandardGames: session.numGames,
    games: syndicateGames({ ...template, numStandardGames: session.numGames }),
  });
  await tx.insert(lottoPartySessions).values({
    id,
    groupId: session.groupId,
    syndicateKey,
    drawId: session.draw.id,
    status: 'open',
    autosessionStatus: session.autosessionStatus,
    numGames: session.numGames,
    costPerShareCents: costPerShareCents(template, session.numGames),
    createdBy: session.createdBy,
    createdAt: session.now,
    ...(session.renewedFrom ? { renewedFrom: session.renewedFrom } : {}),
  });
  return id;
}
