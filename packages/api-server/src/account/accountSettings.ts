/** Reading and writing a customer's account settings row (db/schema/account.ts); no row means the defaults. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { accountSettings } from '../db/schema';

export type AccountSettingsRow = typeof accountSettings.$inferSelect;
type SettingsChange = Partial<Omit<typeof accountSettings.$inferInsert, 'customerId'>>;

export async function readAccountSettings(db: DbOrTx, customerId: string): Promise<AccountSettingsRow | null> {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.customerId, customerId));
  return row ?? null;
}

/** Inserts the row or changes the given columns of it. */
export async function saveAccountSettings(db: DbOrTx, customerId: string, change: SettingsChange, now: Date): Promise<void> {
  await db
    .insert(accountSettings)
    .values({ customerId, ...change, updatedAt: now })
    .onConflictDoUpdate({ target: accountSettings.customerId, set: { ...change, updatedAt: now } });
}
