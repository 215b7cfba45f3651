/**
 * Verification by an outside provider (shop-core §7: `POST /customer/verification/connectid`,
 * `/connectid/callback`; greenID on the same interface at `/greenid`, `/greenid/callback`) and
 * `POST /customer/verify`, which reads where the customer's verification stands.
 * Start: a submission with a random state (stored hashed) and the provider's page to go to.
 * Callback: the code and state the provider returned; the provider's answer decides the
 * submission (reviewSubmission.ts). A code that is not the provider's changes nothing.
 */
import type { RouteName, VerificationProviderOutcome, VerificationProviderStart, VerificationProviderType } from '@drawkit/contract';
import { emptyBodySchema, verificationCallbackSchema } from '@drawkit/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import { newId, randomToken, sha256Hex } from '../db/ids';
import { customers, verificationSubmissions } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { offeredProviders } from '../identity/identityDeps';
import { decideSubmission } from './reviewSubmission';
import { verificationView } from './verificationMethods';

const PROVIDER_ROUTES: readonly { method: VerificationProviderType; start: RouteName; callback: RouteName }[] = [
  { method: 'connect_id', start: 'verificationConnectId', callback: 'verificationConnectIdCallback' },
  { method: 'greenid_ui', start: 'verificationGreenId', callback: 'verificationGreenIdCallback' },
];

export function registerProviderVerificationRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const providers = () => offeredProviders(deps.identity);

  registerRoute(server, deps, 'customerVerify', { body: emptyBodySchema }, async ({ auth }) => {
    const [customer] = await db.select().from(customers).where(eq(customers.id, auth.customerId));
    if (!customer) fail('unauthorised');
    requireCapability(customer.segment, 'verify-ID');
    return { result: { isVerified: customer.isVerified, verification: verificationView(customer.verificationMethods, customer.isVerified, providers()) } };
  });

  for (const { method, start, callback } of PROVIDER_ROUTES) {
    registerRoute(server, deps, start as 'verificationConnectId', { body: emptyBodySchema }, async ({ auth }) => {
      const provider = deps.identity.verificationProviders[method];
      if (!provider) fail('verification_provider_unavailable');
      const state = randomToken(24);
      const redirectUrl = await provider.startUrl(state);
      await db.transaction(async (tx) => {
        const [customer] = await tx.select().from(customers).where(eq(customers.id, auth.customerId)).for('update');
        if (!customer) fail('unauthorised');
        requireCapability(customer.segment, 'verify-ID');
        if (customer.isVerified) fail('verification_not_needed');
        await tx.insert(verificationSubmissions).values({ id: newId(), customerId: customer.id, method, providerStateHash: sha256Hex(state) });
        const methods = { ...customer.verificationMethods, [method]: 'in_progress' };
        await tx.update(customers).set({ verificationMethods: methods }).where(eq(customers.id, customer.id));
      });
      const result: VerificationProviderStart = { method, redirectUrl };
      return { result };
    });

    registerRoute(server, deps, callback as 'verificationConnectIdCallback', { body: verificationCallbackSchema }, async ({ auth, body }) => {
      const provider = deps.identity.verificationProviders[method];
      if (!provider) fail('verification_provider_unavailable');
      const [submission] = await db
        .select()
        .from(verificationSubmissions)
        .where(
          and(
            eq(verificationSubmissions.providerStateHash, sha256Hex(body.state)),
            eq(verificationSubmissions.customerId, auth.customerId),
            eq(verificationSubmissions.method, method),
          ),
        );
      if (!submission) fail('verification_submission_not_found');
      if (submission.status !== 'pending') fail('verification_already_decided');
      const answer = await provider.exchange(body.code, body.state);
      if (!answer) fail('verification_provider_failed', { field: 'code' });
      await decideSubmission(
        db,
        clock,
        submission.id,
        answer.verified ? { outcome: 'approved' } : { outcome: 'refused', reason: 'The provider could not confirm your identity.' },
        method,
        auth.customerId,
        answer.reference,
      );
      const [customer] = await db.select().from(customers).where(eq(customers.id, auth.customerId));
      const result: VerificationProviderOutcome = {
        method,
        verified: answer.verified,
        verification: verificationView(customer?.verificationMethods ?? {}, customer?.isVerified ?? false, providers()),
      };
      return { result };
    });
  }
}
