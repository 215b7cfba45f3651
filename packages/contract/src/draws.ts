/**
 * Draw results, prizes, winners, statistics and tips (shop-core §7 'Draws', shop-specialised §7).
 * Result and match maps are keyed by number-set name (`Numbers`, `Powerball`, `WinningTicket`),
 * which keep their spelling on the wire.
 */
import type { Draw } from './catalogue';
import type { DrawStatus } from './enums';
import type { Money } from './money';

/** One prize division of a lottery: what a game must match, and what it pays. */
export interface PrizeDivision {
  /** 1 is the top division. */
  division: number;
  /** e.g. "7 + PB". */
  name: string;
  /** Numbers each set must match, by set name. */
  matches: Record<string, number>;
  /** The fixed prize of one winning game; null when the division shares the draw's prize pool. */
  prize: Money | null;
  sharesPrizePool: boolean;
}

/** A division once the draw is scored: how many games won it and what each was paid. */
export interface DivisionResult extends PrizeDivision {
  /** Winning games; null until the draw is scored. */
  winners: number | null;
  /** What one winning game was paid; null until scored, or when nobody won a shared pool. */
  prizeEach: Money | null;
}

/** A raffle prize. Lists put the main prize first, then by `createdAt` and id (shop-specialised §9). */
export interface RafflePrize {
  prizeId: string;
  name: string;
  value: Money;
  isMainPrize: boolean;
  /** Cash prizes are credited to the winner's wallet; other prizes are delivered. */
  cash: boolean;
  createdAt: string;
}

/** `GET /draw/details/{productOfferKey}/{drawNo}`. */
export interface DrawDetails {
  productOfferKey: string;
  kind: 'lottery' | 'raffle';
  status: DrawStatus;
  draw: Draw;
  /** "results available for drawn, scored, paid, emailed" (shop-core §4): null before. */
  results: Record<string, number[]> | null;
  /** Lottery prize divisions with winners once scored; empty for raffles. */
  divisions: DivisionResult[];
  /** Raffle prizes, main prize first; empty for lotteries. */
  prizes: RafflePrize[];
}

/** `GET /draw/details/{productOfferKey}/{drawNo}/prizes`. */
export interface DrawPrizes {
  productOfferKey: string;
  drawNo: number;
  kind: 'lottery' | 'raffle';
  divisions: DivisionResult[];
  prizes: RafflePrize[];
}

/** A winner as the public sees them: first name and initial, and suburb; nothing more. */
export interface PublicWinner {
  /** e.g. "Demo C." */
  name: string;
  suburb: string;
}

export interface DivisionWinners {
  division: number;
  name: string;
  winners: number;
  prizeEach: Money | null;
  /** Up to the first few winning customers of the division. */
  people: PublicWinner[];
}

export interface RaffleWinner {
  prize: RafflePrize;
  /** The winning ticket number; null when too few tickets were sold for this prize. */
  ticketNo: number | null;
  winner: PublicWinner | null;
}

/** `GET /draw/details/{productOfferKey}/{drawNo}/winners`. */
export interface DrawWinners {
  productOfferKey: string;
  drawNo: number;
  kind: 'lottery' | 'raffle';
  status: DrawStatus;
  /** Lottery winners per division, top division first (empty until scored). */
  divisions: DivisionWinners[];
  /** Raffle winners by prize, main prize first (empty until drawn). */
  raffleWinners: RaffleWinner[];
}

export interface NumberFrequency {
  number: number;
  /** Draws this number came up in. */
  count: number;
  /** The latest draw it came up in; null if never. */
  lastDrawnNo: number | null;
}

export interface SetStatistics {
  name: string;
  min: number;
  max: number;
  /** Every number of the range, in order. */
  frequencies: NumberFrequency[];
}

/** `GET /statistics/{lotteryKey}`: number frequencies per set over the drawn draws. */
export interface LotteryStatistics {
  lotteryKey: string;
  drawsCounted: number;
  lastDrawn: { drawNo: number; drawDate: string; results: Record<string, number[]> } | null;
  sets: SetStatistics[];
}

/** `GET /tips`. */
export interface Tip {
  id: string;
  /** The lottery a tip is about, or null for a general tip. */
  lotteryKey: string | null;
  title: string;
  body: string;
}
