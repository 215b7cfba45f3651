/** The wire form of a giveaway (shop-specialised §3 'Draw'), with the customer's entry and the winners. */
import type { GiveawayDraw, GiveawayEntryStatus, GiveawayWinner } from '@drawkit/contract';
import { money } from '@drawkit/contract';
import type { giveawayDraws } from '../db/schema';
import { permitsFor } from './entryRules';

export type GiveawayRow = typeof giveawayDraws.$inferSelect;

export interface WinnerRecord {
  drawId: string;
  customerId: string;
  firstname: string;
  lastname: string;
  state: string;
  prizeIndex: number;
  prizeName: string;
  prizeValueCents: number;
}

/** "Sam P.": first name and the surname's initial, all the public sees of a winner. */
export function winnerName(firstname: string, lastname: string): string {
  const initial = lastname.trim().charAt(0).toUpperCase();
  return initial ? `${firstname.trim()} ${initial}.` : firstname.trim();
}

function entriesText(count: number): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? 'entry' : 'entries'}`;
}

export function giveawayView(
  row: GiveawayRow,
  context: { now: Date; entryStatus: GiveawayEntryStatus | null; entryCount: number; winners: WinnerRecord[]; customerId: string | null },
): GiveawayDraw {
  const open = row.state === 'DRAW_OPEN';
  const winners: GiveawayWinner[] = [...context.winners]
    .sort((a, b) => a.prizeIndex - b.prizeIndex)
    .map((w) => ({
      displayName: winnerName(w.firstname, w.lastname),
      region: w.state,
      prize: { name: w.prizeName, value: money(w.prizeValueCents) },
      isCurrentCustomer: context.customerId !== null && w.customerId === context.customerId,
    }));
  return {
    id: row.id,
    externalId: row.externalId,
    type: row.type,
    number: row.number,
    title: row.title,
    description: row.description,
    images: row.images,
    lockedContent: row.lockedContent,
    openTime: row.openAt.toISOString(),
    closeTime: row.closeAt.toISOString(),
    state: row.state,
    pill: row.pill,
    details: row.details ?? null,
    availability: open && row.openAt <= context.now ? 'available' : 'unavailable',
    permits: permitsFor(context.entryStatus, { type: row.type, giveawayTier: row.giveawayTier, open }),
    entryStatus: context.entryStatus,
    numberOfEntriesText: entriesText(context.entryCount),
    giveawayTier: row.giveawayTier,
    prizes: row.prizes.map((p) => ({ name: p.name, value: money(p.valueCents) })),
    winners,
  };
}
