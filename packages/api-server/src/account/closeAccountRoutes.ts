/**
 * `DELETE /customer` (form: `password`, optional `reason`): closes the signed-in customer's
 * account (customer-deactivate capability). The customer row is kept with restriction
 * `closed`: carts show the `close` block reason, deposits, purchases and unattended recurring
 * purchases are refused, and sign-in answers `account_closed`. Every session ends at once.
 */
import { closeAccountSchema } from '@drawkit/contract/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { findCustomerById } from '../auth/customerQueries';
import { verifyPassword } from '../auth/passwords';
import { clearRefreshCookie, wantsRefreshCookie } from '../auth/refreshCookie';
import type { RateLimiter } from '../auth/rateLimiter';
import { requireCapability } from '../auth/segments';
import { limitCodeCall } from '../auth/signInLimits';
import { forgetDevices } from '../auth/trustedDevices';
import { accountClosures, authSessions, customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { NO_CONTENT } from '../http/envelope';
import { registerRoute } from '../http/registerRoute';

/** Registered by the sign-in routes, whose rate limiter counts its password attempts as the password change's. */
export function registerCloseAccountRoutes(server: FastifyInstance, deps: AppDeps, limiter: RateLimiter): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'customerClose', { body: closeAccountSchema }, async ({ auth, body, request, app }) => {
    // Before the password is checked: a stolen session must not make this a password oracle.
    await limitCodeCall(limiter, request, auth.customerId);
    const customer = await findCustomerById(db, auth.customerId);
    if (!customer) fail('unauthorised');
    requireCapability(customer.segment, 'customer-deactivate');
    // Outside the transaction: the hash is slow and needs no lock.
    if (!(await verifyPassword(body.password, customer.passwordHash))) fail('password_incorrect', { field: 'password' });
    await db.transaction(async (tx) => {
      const now = clock.now();
      const [locked] = await tx
        .select({ restriction: customers.accountRestriction })
        .from(customers)
        .where(eq(customers.id, customer.id))
        .for('update');
      if (!locked || locked.restriction === 'closed') fail('account_closed');
      await tx.update(customers).set({ accountRestriction: 'closed' }).where(eq(customers.id, customer.id));
      await tx.insert(accountClosures).values({ customerId: customer.id, reason: body.reason ? body.reason : null, closedAt: now });
      await tx
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.customerId, customer.id), isNull(authSessions.revokedAt)));
      await forgetDevices(tx, clock, customer.id);
    });
    // "Account closure resets the customer and clears cookies" (shop-core §4).
    if (wantsRefreshCookie(request)) clearRefreshCookie(request, deps, app);
    return NO_CONTENT;
  });
}
