/**
 * `PUT /favourite-numbers`: the signed-in customer's one set of favourite numbers
 * (shop-specialised §8: "You can only have one set of favourite numbers", so a new set replaces
 * the old one and the answer says so, for the widget's "replaced" notification).
 */
import type { FavouriteNumbersResult } from '@drawkit/contract';
import { favouriteNumbersSchema } from '@drawkit/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import { customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';

export function registerFavouriteNumbersRoutes(server: FastifyInstance, deps: AppDeps): void {
  registerRoute(server, deps, 'favouriteNumbers', { body: favouriteNumbersSchema }, async ({ auth, body }) => {
    const numbers = Object.fromEntries(Object.entries(body.favouriteNumbers).filter(([, list]) => list.length > 0));
    if (Object.keys(numbers).length === 0) {
      fail('validation_failed', { field: 'favouriteNumbers', message: 'Choose some numbers to save as favourites.' });
    }
    const result = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ favouriteNumbers: customers.favouriteNumbers, segment: customers.segment })
        .from(customers)
        .where(eq(customers.id, auth.customerId))
        .for('update');
      if (!row) fail('unauthorised');
      // The favourite-numbers capability of the customer's segment (shop-core §1, §6; `restricted` lacks it).
      requireCapability(row.segment, 'favourite-numbers');
      await tx.update(customers).set({ favouriteNumbers: numbers }).where(eq(customers.id, auth.customerId));
      const answer: FavouriteNumbersResult = { favouriteNumbers: numbers, replaced: Object.keys(row.favouriteNumbers).length > 0 };
      return answer;
    });
    return { result };
  });
}
