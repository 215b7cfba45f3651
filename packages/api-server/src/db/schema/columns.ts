/** Column helpers: money is integer cents (bigint where sums or jackpots may pass 2^31); instants are timestamptz. */
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const cents = (name: string) => bigint(name, { mode: 'number' });
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => instant('created_at').notNull().defaultNow();
