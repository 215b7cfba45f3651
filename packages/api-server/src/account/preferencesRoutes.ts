/**
 * `GET` and `PUT /customer/{id}/communication-preferences`, and the marketing unsubscribe
 * `PUT .../{productOfferKey}` (shop-core §7). `{id}` is the signed-in customer's own id, or
 * the signed id of an emailed link (preferenceLinks.ts), which needs no sign-in; any other id
 * is refused, so nobody reads or changes another customer's preferences by guessing an id.
 */
import { COMMUNICATION_CHANNELS, type CommunicationChannel, type CommunicationPreferences } from '@drawkit/contract';
import {
  type CommunicationPreferencesInput,
  communicationPreferencesBodySchema,
  communicationPreferencesParamsSchema,
  unsubscribeParamsSchema,
} from '@drawkit/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/Db';
import { newId } from '../db/ids';
import { customers, unsubscribeRequests } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import type { AuthContext } from '../http/verifyRequest';
import { readAccountSettings, saveAccountSettings } from './accountSettings';
import { readSignedPreferencesId } from './preferenceLinks';

type Preferences = Record<CommunicationChannel, boolean>;

/** "Granular preferences are off by default": email follows the sign-up opt-in, the rest are off. */
function preferencesOf(emailOptIn: boolean, saved: Partial<Preferences> | null | undefined): Preferences {
  const defaults = Object.fromEntries(COMMUNICATION_CHANNELS.map((c) => [c, c === 'email' ? emailOptIn : false])) as Preferences;
  return { ...defaults, ...saved };
}

function view(preferences: Preferences): CommunicationPreferences {
  return {
    features: { methodsEnabled: true, methods: Object.fromEntries(COMMUNICATION_CHANNELS.map((c) => [c, true])) as Preferences },
    preferences,
  };
}

export function registerPreferencesRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  /** Whose preferences `id` opens for this caller. */
  async function customerFor(id: string, auth: AuthContext | null): Promise<string> {
    if (id.includes('.')) {
      const customerId = readSignedPreferencesId(await deps.jwtKey(), id);
      if (!customerId) fail('preferences_forbidden');
      return customerId;
    }
    if (!auth) fail('unauthorised');
    if (auth.customerId !== id) fail('preferences_forbidden');
    return id;
  }

  async function load(tx: Tx | typeof db, customerId: string, lock: boolean) {
    const query = tx.select({ id: customers.id, emailOptIn: customers.emailOptIn }).from(customers).where(eq(customers.id, customerId));
    const [customer] = lock ? await query.for('update') : await query;
    if (!customer) fail('not_found');
    const settings = await readAccountSettings(tx, customerId);
    return { customer, current: preferencesOf(customer.emailOptIn, settings?.communicationPreferences) };
  }

  async function save(customerId: string, body: CommunicationPreferencesInput, productOfferKey: string | null) {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const { current } = await load(tx, customerId, true);
      const next: Preferences = { ...current };
      // Channels left out of the map keep their value.
      for (const channel of COMMUNICATION_CHANNELS) {
        const value = (body.preferences as Partial<Preferences>)[channel];
        if (value !== undefined) next[channel] = value;
      }
      await saveAccountSettings(tx, customerId, { communicationPreferences: next }, now);
      // Email marketing consent is also what sign-up recorded: keep the two the same.
      await tx.update(customers).set({ emailOptIn: next.email }).where(eq(customers.id, customerId));
      if ('unsubscribeReasons' in body) {
        await tx.insert(unsubscribeRequests).values({ id: newId(), customerId, productOfferKey, reasons: body.unsubscribeReasons, createdAt: now });
      }
      return { result: view(next) };
    });
  }

  registerRoute(server, deps, 'communicationPreferences', { params: communicationPreferencesParamsSchema }, async ({ params, auth }) => {
    const { current } = await load(db, await customerFor(params.id, auth), false);
    return { result: view(current) };
  });

  registerRoute(
    server,
    deps,
    'communicationPreferencesUpdate',
    { params: communicationPreferencesParamsSchema, body: communicationPreferencesBodySchema },
    async ({ params, auth, body }) => save(await customerFor(params.id, auth), body, null),
  );

  registerRoute(
    server,
    deps,
    'communicationPreferencesUnsubscribe',
    { params: unsubscribeParamsSchema, body: communicationPreferencesBodySchema },
    async ({ params, auth, body }) => {
      // The trailing segment belongs to the unsubscribe form.
      if (!('unsubscribeReasons' in body)) fail('required', { field: 'unsubscribeReasons' });
      return save(await customerFor(params.id, auth), body, params.productOfferKey);
    },
  );
}
