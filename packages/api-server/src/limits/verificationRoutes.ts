/**
 * Identity verification (shop-core §7 'Verification'): `POST /customer/verification/licence`
 * sends a driver's licence for review; the method turns `pending` ("Verification is pending if
 * any non-photo method is pending", shop-core §4) until the shop's staff verify the account.
 * The spec's outside providers (ConnectID, greenID, photo upload) are not wired in: their methods
 * show as disabled.
 */
import type { CustomerVerification, VerificationMethodType, VerificationStatus } from '@drawkit/contract';
import { licenceVerificationSchema } from '@drawkit/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';

/** Methods this shop offers, in the order the account page lists them. */
const OFFERED: readonly VerificationMethodType[] = ['drivers_licence'];
const NOT_WIRED: readonly VerificationMethodType[] = ['connect_id', 'greenid_ui', 'photo_id_upload'];

/** The overview's `verification`: each method with its status (untried offered methods are not_attempted). */
export function verificationView(stored: Record<string, string>, isVerified: boolean): CustomerVerification {
  const status = (type: VerificationMethodType): VerificationStatus => {
    if (NOT_WIRED.includes(type)) return 'disabled';
    const saved = stored[type] as VerificationStatus | undefined;
    if (saved) return saved;
    return isVerified ? 'disabled' : 'not_attempted';
  };
  return { methods: [...OFFERED, ...NOT_WIRED].map((type) => ({ type, status: status(type) })) };
}

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
      return { result: verificationView(methods, false) };
    }),
  );
}
