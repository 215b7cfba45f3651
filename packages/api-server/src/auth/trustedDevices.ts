/** "Don't require 2FA again for N days": a device token that skips two-factor until it expires. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId, randomToken, sha256Hex } from '../db/ids';
import { trustedDevices } from '../db/schema';
import { AUTH_POLICY } from './authPolicy';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function trustDevice(db: DbOrTx, clock: Clock, customerId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + AUTH_POLICY.rememberDeviceDays * DAY_MS);
  await db.insert(trustedDevices).values({ id: newId(), customerId, tokenHash: sha256Hex(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

export async function isTrustedDevice(db: DbOrTx, clock: Clock, customerId: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, sha256Hex(token)),
        eq(trustedDevices.customerId, customerId),
        isNull(trustedDevices.revokedAt),
        gt(trustedDevices.expiresAt, clock.now()),
      ),
    );
  return row !== undefined;
}

/** After a password change or when two-factor is turned off, remembered devices must ask again. */
export async function forgetDevices(db: DbOrTx, clock: Clock, customerId: string): Promise<void> {
  await db
    .update(trustedDevices)
    .set({ revokedAt: clock.now() })
    .where(and(eq(trustedDevices.customerId, customerId), isNull(trustedDevices.revokedAt)));
}
