/**
 * Social sign-in (shop-core §7: /social-authentication, /link, /list, /unlink). The provider's
 * id token is the proof: `POST /social-authentication {provider, id_token}` signs in the
 * customer who linked that provider identity (two-factor still applies), and nobody else; an
 * identity no one linked is refused, never turned into an account or matched by email. Linking
 * needs the customer signed in and a token from the provider at that moment.
 */
import type { SocialIdentity, SocialProvider } from '@drawkit/contract';
import { socialAuthenticationSchema, socialUnlinkSchema } from '@drawkit/contract/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { completeSignIn } from '../auth/completeSignIn';
import { findCustomerById } from '../auth/customerQueries';
import { deliverRefreshToken } from '../auth/refreshCookie';
import { newId } from '../db/ids';
import { socialIdentities } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import type { ProvenIdentity } from './IdentityProvider';

export function registerSocialRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  async function prove(provider: SocialProvider, idToken: string): Promise<ProvenIdentity> {
    const source = deps.identity.socialProviders[provider];
    if (!source) fail('social_provider_unavailable', { field: 'provider' });
    const identity = await source.verifyIdToken(idToken);
    if (!identity) fail('social_token_invalid', { field: 'idToken' });
    return identity;
  }

  const view = (row: typeof socialIdentities.$inferSelect): SocialIdentity => ({
    provider: row.provider as SocialProvider,
    email: row.email,
    linkedAt: row.linkedAt.toISOString(),
  });

  registerRoute(server, deps, 'socialAuthentication', { body: socialAuthenticationSchema }, async ({ body, request, app }) => {
    const identity = await prove(body.provider, body.idToken);
    const [link] = await db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, body.provider), eq(socialIdentities.subject, identity.subject)));
    const customer = link ? await findCustomerById(db, link.customerId) : null;
    if (!customer) fail('social_not_linked');
    const result = await completeSignIn(db, clock, await deps.jwtKey(), customer, { code: body.code });
    return { result: deliverRefreshToken(request, deps, app, result) };
  });

  registerRoute(server, deps, 'socialLink', { body: socialAuthenticationSchema }, async ({ auth, body }) => {
    const identity = await prove(body.provider, body.idToken);
    const [inserted] = await db
      .insert(socialIdentities)
      .values({ id: newId(), customerId: auth.customerId, provider: body.provider, subject: identity.subject, email: identity.email, linkedAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    // Either the identity is another account's, or this account has linked another one of this provider.
    if (!inserted) fail('social_already_linked');
    return { status: 201, result: view(inserted) };
  });

  registerRoute(server, deps, 'socialList', {}, async ({ auth }) => {
    const rows = await db.select().from(socialIdentities).where(eq(socialIdentities.customerId, auth.customerId)).orderBy(asc(socialIdentities.linkedAt));
    return { result: rows.map(view) };
  });

  registerRoute(server, deps, 'socialUnlink', { body: socialUnlinkSchema }, async ({ auth, body }) => {
    const removed = await db
      .delete(socialIdentities)
      .where(and(eq(socialIdentities.customerId, auth.customerId), eq(socialIdentities.provider, body.provider)))
      .returning();
    if (removed.length === 0) fail('social_link_not_found', { field: 'provider' });
    return { result: { provider: body.provider, unlinked: true } };
  });
}
