/**
 * `GET` and `POST /customer/details` (3.2): the customer's details record (shop-core §3), and
 * the confirmations. A change of postal address asks for it to be confirmed (the banner); a
 * change of email mails a confirmation link to the new address; moving state ends a
 * verification (shop-specialised §8 'Details updated, your account is now unverified').
 */
import type { CustomerDetails, CustomerDetailsUpdateResult } from '@drawkit/contract';
import { customerDetailsSchema } from '@drawkit/contract/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CustomerRow, findCustomerById } from '../auth/customerQueries';
import type { DbOrTx } from '../db/Db';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { readAccountSettings, saveAccountSettings } from './accountSettings';
import { requireEmailConfirmation } from './confirmationLinks';

export const DETAILS_UPDATED_MESSAGE = 'Your details have been successfully updated.';

function detailsView(customer: CustomerRow, phone: string | null): CustomerDetails {
  return {
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    dateOfBirth: customer.dateOfBirth,
    phone: phone ?? '',
    address: customer.address,
    addressLine2: customer.addressLine2 ?? '',
    suburb: customer.suburb,
    state: customer.state,
    postcode: customer.postcode,
    country: customer.country,
  };
}

async function readDetails(db: DbOrTx, customerId: string): Promise<CustomerDetails> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) fail('unauthorised');
  return detailsView(customer, (await readAccountSettings(db, customerId))?.phone ?? null);
}

const postalAddress = (c: Pick<CustomerRow, 'address' | 'addressLine2' | 'suburb' | 'state' | 'postcode' | 'country'>) =>
  [c.address, c.addressLine2 ?? '', c.suburb, c.state, c.postcode, c.country].map((part) => part.trim().toLowerCase()).join('\n');

export function registerDetailsRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'customerDetails', {}, async ({ auth }) => ({ result: await readDetails(db, auth.customerId) }));

  registerRoute(server, deps, 'customerDetailsUpdate', { body: customerDetailsSchema }, async ({ auth, body }) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const [before] = await tx.select().from(customers).where(eq(customers.id, auth.customerId)).for('update');
      if (!before) fail('unauthorised');
      if (body.email !== before.email) {
        const [taken] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.email, body.email), ne(customers.id, before.id)));
        if (taken) fail('email_taken', { field: 'email' });
      }
      const next = {
        firstname: body.firstname,
        lastname: body.lastname,
        email: body.email,
        address: body.address,
        addressLine2: body.addressLine2 ? body.addressLine2 : null,
        suburb: body.suburb,
        state: body.state,
        postcode: body.postcode,
        country: body.country,
      };
      const movedState = next.state !== before.state;
      const mustReverify = movedState && before.isVerified;
      await tx
        .update(customers)
        .set({ ...next, ...(mustReverify ? { isVerified: false } : {}) })
        .where(eq(customers.id, before.id));
      const addressChanged = postalAddress(next) !== postalAddress(before);
      await saveAccountSettings(
        tx,
        before.id,
        { phone: body.phone ? body.phone : null, ...(addressChanged ? { addressConfirmationRequired: true } : {}) },
        now,
      );
      if (next.email !== before.email) await requireEmailConfirmation(tx, deps, { id: before.id, email: next.email, firstname: next.firstname });
      const result: CustomerDetailsUpdateResult = { details: await readDetails(tx, before.id), mustReverify };
      return {
        result,
        messages: [{ code: mustReverify ? 'details_updated_unverified' : 'details_updated', level: 'success', message: DETAILS_UPDATED_MESSAGE }],
      };
    }),
  );
}
