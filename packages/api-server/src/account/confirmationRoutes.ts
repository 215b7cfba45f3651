/**
 * `PATCH /customer/confirm-address` and `PATCH /customer/confirm-email-address` (empty body):
 * the banner's Confirm buttons. `PATCH /customer/confirm-address/{token}`: the emailed link,
 * without a sign-in. Confirming what needs no confirmation is answered as done.
 */
import { confirmLinkParamsSchema, emptyBodySchema } from '@drawkit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { RouteOutcome } from '../http/envelope';
import { findCustomerById } from '../auth/customerQueries';
import { findOneTimeToken, useOneTimeToken } from '../auth/oneTimeTokens';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { NO_CONTENT } from '../http/envelope';
import { registerRoute } from '../http/registerRoute';
import { markConfirmed } from './confirmationLinks';

export function registerConfirmationRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  const confirm = (customerId: string, what: 'address' | 'email'): Promise<RouteOutcome> =>
    db.transaction(async (tx): Promise<RouteOutcome> => {
      if (!(await findCustomerById(tx, customerId))) fail('unauthorised');
      await markConfirmed(tx, clock, customerId, what);
      return NO_CONTENT;
    });

  registerRoute(server, deps, 'customerConfirmAddress', { body: emptyBodySchema }, ({ auth }) => confirm(auth.customerId, 'address'));
  registerRoute(server, deps, 'customerConfirmEmailAddress', { body: emptyBodySchema }, ({ auth }) => confirm(auth.customerId, 'email'));

  registerRoute(server, deps, 'customerConfirmByLink', { params: confirmLinkParamsSchema, body: emptyBodySchema }, async ({ params }) =>
    db.transaction(async (tx) => {
      const token = await findOneTimeToken(tx, clock, params.token, ['confirm_address', 'confirm_email']);
      if (!token) fail('token_invalid', { field: 'token' });
      await useOneTimeToken(tx, clock, token);
      const what = token.kind === 'confirm_address' ? 'address' : 'email';
      await markConfirmed(tx, clock, token.customerId, what);
      return { result: { confirmed: what } };
    }),
  );
}
