/**
 * What a lotto party session may be (GET /config): the lotto party offer already sold in the
 * catalogue (a 24-game Super Jackpot group ticket in 12 shares), whose syndicate is the template
 * of every session's group ticket. The set_share_price step chooses the ticket's size; a share
 * costs a twelfth of the ticket, at the template's price per game.
 */
import { money, type LottoPartyConfig, PARTY_GROUP_PAGE_SIZE, PARTY_SESSION_PAGE_SIZE } from '@drawkit/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { syndicates } from '../db/schema';

export const PARTY_OFFER_KEY = 'super_jackpot_lotto_party';
export const PARTY_TEMPLATE_SYNDICATE = 'super_jackpot_lotto_party_24';
/** Games on a group ticket the organiser chooses from. */
export const PARTY_TICKET_GAMES = [12, 24, 36] as const;

export type PartyTemplate = typeof syndicates.$inferSelect & { centsPerGame: number };

export async function loadPartyTemplate(db: DbOrTx): Promise<PartyTemplate> {
  const [row] = await db.select().from(syndicates).where(eq(syndicates.key, PARTY_TEMPLATE_SYNDICATE));
  if (!row) throw new Error(`The lotto party template syndicate ${PARTY_TEMPLATE_SYNDICATE} is not seeded`);
  return { ...row, centsPerGame: Math.round((row.costPerShareCents * row.size) / row.numStandardGames) };
}

/** A share of a ticket of `numGames` games: the ticket's price over the shares, rounded up to the cent. */
export function costPerShareCents(template: PartyTemplate, numGames: number): number {
  return Math.ceil((template.centsPerGame * numGames) / template.size);
}

export function partyConfigView(template: PartyTemplate): LottoPartyConfig {
  return {
    productOfferKey: PARTY_OFFER_KEY,
    lotteryKey: template.lotteryKey,
    numShares: template.size,
    ticketOptions: PARTY_TICKET_GAMES.map((numGames) => ({ numGames, costPerShare: money(costPerShareCents(template, numGames)) })),
    groupPageSize: PARTY_GROUP_PAGE_SIZE,
    sessionPageSize: PARTY_SESSION_PAGE_SIZE,
  };
}
