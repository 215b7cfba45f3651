/** How a lottery is drawn and scored: number sets, matching and prize divisions. */
import type { NumberSet } from '@drawkit/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { drawRules, prizeDivisions, productOffers } from '../db/schema';
import type { Matching } from './scoreGame';

export interface DivisionRow {
  division: number;
  name: string;
  matches: Record<string, number>;
  /** Null: shares the draw's prize pool. */
  amountCents: number | null;
}

export interface LotteryDrawRules {
  numberSets: NumberSet[];
  matching: Matching;
  /** Best first. */
  divisions: DivisionRow[];
}

/** A lottery without its own rules row is drawn from its first game offer's sets and has no prizes. */
function derivedMatching(sets: readonly NumberSet[]): Matching {
  const ordered = sets.find((s) => s.ordered);
  if (!ordered) return 'any';
  return ordered.unique ? 'leading' : 'leading_or_trailing';
}

export async function loadDrawRules(db: DbOrTx, lotteryKey: string): Promise<LotteryDrawRules> {
  const divisions = await db
    .select({
      division: prizeDivisions.division,
      name: prizeDivisions.name,
      matches: prizeDivisions.matches,
      amountCents: prizeDivisions.amountCents,
    })
    .from(prizeDivisions)
    .where(eq(prizeDivisions.lotteryKey, lotteryKey))
    .orderBy(asc(prizeDivisions.division));
  const [rules] = await db.select().from(drawRules).where(eq(drawRules.lotteryKey, lotteryKey));
  if (rules) return { numberSets: rules.numberSets, matching: rules.matching, divisions };
  const [offer] = await db
    .select({ gameTypes: productOffers.gameTypes })
    .from(productOffers)
    .where(eq(productOffers.lotteryKey, lotteryKey))
    .limit(1);
  const numberSets = offer?.gameTypes[0]?.gameOffers[0]?.numberSets ?? [];
  return { numberSets, matching: derivedMatching(numberSets), divisions };
}
