import type { ApiMessage, LimitPeriod } from '@drawkit/sdk';

/** How a period reads in a sentence and in a choice list. */
export const PERIOD_LABELS: Record<LimitPeriod, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };

/** Server messages for one field of a limit form, else the general one. */
export function fieldMessage(messages: readonly ApiMessage[], field: string): string | undefined {
  return messages.find((m) => m.field === field)?.message;
}

export function generalMessage(messages: readonly ApiMessage[], fields: readonly string[]): string | undefined {
  return messages.find((m) => !m.field || !fields.includes(m.field))?.message;
}

const AEST = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', day: 'numeric', month: 'long', year: 'numeric' });

/** An ISO instant as an en-AU date in AEST (shop-core §1). */
export function aestDate(iso: string): string {
  return AEST.format(new Date(iso));
}
