import type { LimitPeriod, Money, PendingLimitChange } from '@drawkit/contract';
import { formatMoney } from '../format/formatMoney';

/** The spend-limit notification of shop-specialised §8: `Your Spend Limit has been successfully updated to {amount} a {period}.` */
export function spendLimitUpdatedMessage(amount: Money, period: LimitPeriod): string {
  return `Your Spend Limit has been successfully updated to ${formatMoney(amount)} a ${period}.`;
}

/** "Deposit limit: 'Your deposit limit has been successfully updated.'" (shop-specialised §8). */
export const DEPOSIT_LIMIT_UPDATED_MESSAGE = 'Your deposit limit has been successfully updated.';

const AEST_DATE = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', day: 'numeric', month: 'long', year: 'numeric' });

/** A raise or removal waiting out the cooling-off period, in words (the spec is silent; dates in AEST, en-AU). */
export function pendingChangeMessage(subject: 'Spend Limit' | 'deposit limit', pending: PendingLimitChange): string {
  const when = AEST_DATE.format(new Date(pending.effectiveAt));
  if (!pending.amount) return `Your ${subject} will be removed on ${when}, after the cooling-off period.`;
  return `Your ${subject} will change to ${formatMoney(pending.amount)} a ${pending.period} on ${when}, after the cooling-off period.`;
}
