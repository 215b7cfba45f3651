/**
 * The checks every wallet deposit passes before a card or PayPal is charged: the account may
 * move money, and the deposit fits in what is left of the customer's deposit (precommitment)
 * limit ("Weekly deposit limit applies over any 7-day period", shop-specialised §5).
 */
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { fail } from '../http/ApiFailure';
import { BLOCK_MESSAGES } from '../cart/blockReasons';
import { type CustomerStanding, loadCustomerStanding } from './customerStanding';
import type { LimitValue } from './limitChanges';
import { depositedByPeriod, limitsInForce } from './limitQueries';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const PERIOD_WORD = { day: 'daily', week: 'weekly', month: 'monthly' } as const;

type DepositLeft = { remaining: number; limit: number; period: 'day' | 'week' | 'month' };

async function depositLeft(db: DbOrTx, clock: Clock, customerId: string, inForce: { value: LimitValue }[]): Promise<DepositLeft | null> {
  const [deposit] = inForce;
  if (!deposit) return null;
  const deposited = await depositedByPeriod(db, customerId, clock.now());
  return {
    remaining: Math.max(0, deposit.value.amountCents - deposited[deposit.value.period]),
    limit: deposit.value.amountCents,
    period: deposit.value.period,
  };
}

export function depositLimitMessage(amountCents: number, left: DepositLeft): string {
  return (
    `A deposit of ${dollars(amountCents)} is over your ${PERIOD_WORD[left.period]} deposit limit of ${dollars(left.limit)}: ` +
    `you can deposit up to ${dollars(left.remaining)} now.`
  );
}

/** Refuses a deposit of `amountCents` the account or its deposit limit does not allow. `field` names the amount. */
export async function assertDepositAllowed(db: DbOrTx, clock: Clock, customerId: string, amountCents: number, field = 'amount'): Promise<void> {
  const standing = await loadCustomerStanding(db, customerId, clock.now());
  await assertDepositAllowedFor(db, clock, customerId, standing, amountCents, field);
}

/** assertDepositAllowed, from the customer's standing read already (limits/customerStanding). */
export async function assertDepositAllowedFor(
  db: DbOrTx,
  clock: Clock,
  customerId: string,
  standing: CustomerStanding | null,
  amountCents: number,
  field = 'amount',
): Promise<void> {
  refuseRestricted(standing?.restriction ?? null);
  const left = await depositLeft(db, clock, customerId, limitsInForce(standing?.depositLimits ?? [], clock.now()));
  if (left && amountCents > left.remaining) fail('deposit_limit_exceeded', { message: depositLimitMessage(amountCents, left), field });
}

function refuseRestricted(restriction: CustomerStanding['restriction']): void {
  if (restriction === 'suspended') fail('account_restricted', { message: BLOCK_MESSAGES.suspended });
  if (restriction === 'closed') fail('account_restricted', { message: BLOCK_MESSAGES.closed });
  if (restriction === 'self_excluded') fail('account_restricted', { message: BLOCK_MESSAGES.selfExcluded });
}
