import { eq } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { randomToken } from '../db/ids';
import { settings } from '../db/schema';

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * The HS256 key for access tokens in the demo and tests: made once at first use and kept in
 * `settings`, so every server process on the database and every restart accept the same tokens.
 * Production takes its key from DRAWKIT_JWT_SECRET instead (buildApp's `jwtSecret`), so a copy
 * of the database does not hold it.
 */
export async function loadJwtKey(db: Db): Promise<Uint8Array> {
  await db.insert(settings).values({ key: JWT_SECRET_KEY, value: randomToken(48) }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, JWT_SECRET_KEY));
  if (!row) throw new Error('The JWT secret could not be stored.');
  return new TextEncoder().encode(row.value);
}
