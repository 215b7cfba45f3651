/**
 * Identity verification (shop-core §7 'Verification'): `POST /customer/verification/licence`
 * sends a driver's licence for review; the method turns `pending` ("Verification is pending if
 * any non-photo method is pending", shop-core §4) until the shop's staff verify the account.
 * Photo upload and the outside providers (ConnectID, greenID) are in ../verification (issue 12).
 */
import { licenceVerificationSchema } from '@drawkit/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { offeredProviders } from '../identity/identityDeps';
import { verificationView } from '../verification/verificationMethods';

/** Moved to verification/verificationMethods.ts (issue 12 adds photo and provider methods); kept as an export for its callers. */
export { verificationView };

export function registerVerificationRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  registerRoute(server, deps, 'customerVerificationLicence', { body: licenceVerificationSchema }, async ({ auth }) =>
    db.transaction(async (tx) => {
      const [customer] = await tx.select().from(customers).where(eq(customers.id, auth.customerId)).for('update');
      if (!customer) fail('unauthorised');
      requireCapability(customer.segment, 'verify-ID');
      if (customer.isVerified) fail('verification_not_needed');
      // The details are checked for shape only: this shop has no reviewer queue, so the account stays
      // pending until staff mark it verified. Only the fact of a submission is stored.
      const methods = { ...customer.verificationMethods, drivers_licence: 'pending' };
      await tx.update(customers).set({ verificationMethods: methods }).where(eq(customers.id, customer.id));
      return { result: verificationView(methods, false, offeredProviders(deps.identity)) };
    }),
  );
}
