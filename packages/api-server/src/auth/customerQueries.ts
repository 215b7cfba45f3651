import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { customers } from '../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerById(db: DbOrTx, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export async function findCustomerByEmail(db: DbOrTx, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email.trim().toLowerCase()));
  return row ?? null;
}
