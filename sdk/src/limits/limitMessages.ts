import type { LimitPeriod, Money, PendingLimitChange } from '@drawkit/contract';
import { aestFields } from '../format/aestCalendar';
import { MONTHS } from '../format/formatLongDate';
import { formatMoney } from '../format/formatMoney';

/** The spend-limit notification of shop-specialised §8: `Your Spend Limit has been successfully updated to {amount} a {period}.` */
export function spendLimitUpdatedMessage(amount: Money, period: LimitPeriod): string {
  return `Your Spend Limit has been successfully updated to ${formatMoney(amount)} a ${period}.`;
}

/** "Deposit limit: 'Your deposit limit has been successfully updated.'" (shop-specialised §8). */
export const DEPOSIT_LIMIT_UPDATED_MESSAGE = 'Your deposit limit has been successfully updated.';

/** "26 November 2026": the AEST date, en-AU. */
function aestDate(iso: string): string {
  const { day, month, year } = aestFields(new Date(iso).getTime());
  return `${day} ${MONTHS[month]} ${year}`;
}

/** A raise or removal waiting out the cooling-off period, in words (the spec is silent; dates in AEST, en-AU). */
export function pendingChangeMessage(subject: 'Spend Limit' | 'deposit limit', pending: PendingLimitChange): string {
  const when = aestDate(pending.effectiveAt);
  if (!pending.amount) return `Your ${subject} will be removed on ${when}, after the cooling-off period.`;
  return `Your ${subject} will change to ${formatMoney(pending.amount)} a ${pending.period} on ${when}, after the cooling-off period.`;
}
