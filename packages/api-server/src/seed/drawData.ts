/**
 * What the draw engine needs beside the catalogue: each lottery's number sets and matching, its
 * prize divisions, the raffles' prizes, and the playing tips. Division 1 shares the draw's prize
 * pool; the others pay fixed amounts per winning game, set near the real games' typical
 * dividends. Written with "insert ... on conflict do nothing" on every start, so databases
 * seeded before the draw engine get it too.
 */
import type { DbOrTx } from '../db/Db';
import { drawRules, prizeDivisions, rafflePrizes, tips } from '../db/schema';
import type { LotteryMatching } from '../draws/scoreGame';
import { LOTTERIES } from './catalogueData';

const DOLLARS = 100;

interface DivisionSeed {
  name: string;
  matches: Record<string, number>;
  /** Cents per winning game; null shares the prize pool. */
  amountCents: number | null;
}

const n = (numbers: number, amountDollars: number | null, powerball = 0): DivisionSeed => ({
  name: powerball ? `${numbers} + PB` : `${numbers}`,
  matches: powerball ? { Numbers: numbers, Powerball: powerball } : { Numbers: numbers },
  amountCents: amountDollars === null ? null : amountDollars * DOLLARS,
});

/** Divisions best first; division numbers are positions from 1. */
export const PRIZE_TABLES: Record<string, { matching: LotteryMatching; divisions: DivisionSeed[] }> = {
  // Powerball-like: 7 of 35 and a Powerball of 20.
  super_jackpot_lottery: {
    matching: 'any',
    divisions: [n(7, null, 1), n(7, 150_000), n(6, 7_500, 1), n(6, 650), n(5, 150, 1), n(4, 60, 1), n(5, 45), n(3, 20, 1), n(2, 12, 1)],
  },
  mega_jackpot_lottery: { matching: 'any', divisions: [n(7, null), n(6, 8_000), n(5, 120), n(4, 45), n(3, 15)] },
  monday_lotto: { matching: 'any', divisions: [n(6, null), n(5, 2_000), n(4, 30), n(3, 15)] },
  wednesday_lotto: { matching: 'any', divisions: [n(6, null), n(5, 2_000), n(4, 30), n(3, 15)] },
  set_for_life2020: { matching: 'any', divisions: [n(7, null), n(6, 5_000), n(5, 150), n(4, 20), n(3, 10)] },
  one_lottery: { matching: 'any', divisions: [n(6, null), n(5, 1_500), n(4, 35), n(3, 12)] },
  // Strike: the first n numbers in the order drawn.
  lotto_strike: {
    matching: 'leading',
    divisions: [
      { name: 'Strike 4', matches: { Numbers: 4 }, amountCents: null },
      { name: 'Strike 3', matches: { Numbers: 3 }, amountCents: 1_000 * DOLLARS },
      { name: 'Strike 2', matches: { Numbers: 2 }, amountCents: 60 * DOLLARS },
      { name: 'Strike 1', matches: { Numbers: 1 }, amountCents: 4 * DOLLARS },
    ],
  },
  // Super 66: all six digits in order, or the first or last five, four, three, two.
  super_66: {
    matching: 'leading_or_trailing',
    divisions: [
      { name: 'All 6 digits', matches: { Numbers: 6 }, amountCents: null },
      { name: 'First or last 5', matches: { Numbers: 5 }, amountCents: 6_600 * DOLLARS },
      { name: 'First or last 4', matches: { Numbers: 4 }, amountCents: 660 * DOLLARS },
      { name: 'First or last 3', matches: { Numbers: 3 }, amountCents: 66 * DOLLARS },
      { name: 'First or last 2', matches: { Numbers: 2 }, amountCents: 6_60 },
    ],
  },
};

/** Raffle prizes after the main prize; `minutesAfter` orders them (shop-specialised §9: by timestamp). */
const MORE_RAFFLE_PRIZES: Record<string, { name: string; valueCents: number; cash: boolean }[]> = {
  make_a_smile_lottery: [
    { name: 'Toyota RAV4 Cruise Hybrid', valueCents: 55_000 * DOLLARS, cash: false },
    { name: '$10,000 cash', valueCents: 10_000 * DOLLARS, cash: true },
    { name: '$5,000 travel voucher', valueCents: 5_000 * DOLLARS, cash: false },
  ],
  your_hospice_lottery: [
    { name: '$5,000 cash', valueCents: 5_000 * DOLLARS, cash: true },
    { name: '$1,000 cash', valueCents: 1_000 * DOLLARS, cash: true },
  ],
};

/** Fixed timestamps so the prize order is the same in every database. */
const PRIZES_CREATED = Date.UTC(2024, 0, 1);

export const TIPS = [
  {
    id: 'tip-quick-pick',
    lotteryKey: null,
    title: 'Quick pick is as likely to win as any other pick',
    body: 'Every combination has the same chance in every draw. A quick pick draws your numbers with the same kind of random generator the draw uses.',
  },
  {
    id: 'tip-powerball',
    lotteryKey: 'super_jackpot_lottery',
    title: 'The Powerball opens more divisions',
    body: 'Matching the Powerball wins from just 2 numbers, and with all 7 numbers it wins the jackpot.',
  },
  {
    id: 'tip-strike-order',
    lotteryKey: 'lotto_strike',
    title: 'In Lotto Strike, order counts',
    body: 'Your numbers win only in the order drawn, from the first: match the first number in place to win Strike 1.',
  },
  {
    id: 'tip-budget',
    lotteryKey: null,
    title: 'Set a budget before you play',
    body: 'Spend limits in your account keep play fun. Only spend what you can afford to lose.',
  },
];

export async function ensureDrawData(db: DbOrTx): Promise<void> {
  for (const lottery of LOTTERIES) {
    const table = PRIZE_TABLES[lottery.key];
    if (lottery.kind === 'lottery' && table) {
      await db
        .insert(drawRules)
        .values({ lotteryKey: lottery.key, numberSets: lottery.numberSets, matching: table.matching })
        .onConflictDoNothing();
      await db
        .insert(prizeDivisions)
        .values(table.divisions.map((d, i) => ({ lotteryKey: lottery.key, division: i + 1, ...d })))
        .onConflictDoNothing();
    }
    if (lottery.kind === 'raffle' && lottery.rafflePrize) {
      const main = lottery.rafflePrize;
      const prizes = [
        // The main prize is listed first whatever its timestamp; only a cash prize goes to a wallet.
        { name: main.name, valueCents: main.valueCents, cash: /^\$[\d,]+ cash$/.test(main.name), isMain: true },
        ...(MORE_RAFFLE_PRIZES[lottery.key] ?? []).map((p) => ({ ...p, isMain: false })),
      ];
      await db
        .insert(rafflePrizes)
        .values(
          prizes.map((p, i) => ({
            id: `${lottery.key}-prize-${i + 1}`,
            lotteryKey: lottery.key,
            ...p,
            createdAt: new Date(PRIZES_CREATED + i * 60_000),
          })),
        )
        .onConflictDoNothing();
    }
  }
  await db
    .insert(tips)
    .values(TIPS.map((tip, position) => ({ ...tip, position })))
    .onConflictDoNothing();
}
