/**
 * `POST /migration/migrate` (shop-specialised §7 'Migration'): moves a legacy account over.
 * The first call starts the move (202); calls while it runs answer 202; once done, 200 with
 * `migrated`, and offers with migration_restriction can be bought (cart/rules/restrictionRules).
 *
 * The legacy system is not part of this shop: the move stands in for its import by taking
 * MIGRATION_WORK_MS from the first call, so the client's polling (every 3 s, at most 5 calls)
 * meets both answers. Each call runs with the customer row locked, so two never interleave.
 */
import type { MigrationResult } from '@drawkit/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import { newId } from '../db/ids';
import { customerMigrations, customerNotifications, customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';

/** How long the stand-in import takes: longer than one poll (3 s), well within five. */
export const MIGRATION_WORK_MS = 4_000;

export function registerMigrationRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'migrationMigrate', {}, async ({ auth }) =>
    db.transaction(async (tx) => {
      const now = clock.now();
      const [customer] = await tx
        .select({ segment: customers.segment, status: customers.migrationStatus })
        .from(customers)
        .where(eq(customers.id, auth.customerId))
        .for('update');
      if (!customer) fail('unauthorised');
      requireCapability(customer.segment, 'customer-migration');
      const answer = (migrationStatus: MigrationResult['migrationStatus']) => ({
        result: { migrationStatus } satisfies MigrationResult,
        status: migrationStatus === 'migrated' ? 200 : 202,
      });

      switch (customer.status) {
        case 'migrated':
          return answer('migrated');
        case 'ineligible':
          return fail('migration_not_eligible');
        case 'eligible_soft':
        case 'eligible_hard':
          await tx.insert(customerMigrations).values({ customerId: auth.customerId, startedAt: now }).onConflictDoUpdate({
            target: customerMigrations.customerId,
            set: { startedAt: now, completedAt: null },
          });
          await tx.update(customers).set({ migrationStatus: 'in_progress' }).where(eq(customers.id, auth.customerId));
          return answer('in_progress');
        case 'in_progress': {
          const [move] = await tx.select().from(customerMigrations).where(eq(customerMigrations.customerId, auth.customerId));
          if (move && now.getTime() - move.startedAt.getTime() < MIGRATION_WORK_MS) return answer('in_progress');
          await tx.update(customerMigrations).set({ completedAt: now }).where(eq(customerMigrations.customerId, auth.customerId));
          await tx.update(customers).set({ migrationStatus: 'migrated' }).where(eq(customers.id, auth.customerId));
          await tx.insert(customerNotifications).values({
            id: newId(),
            customerId: auth.customerId,
            dedupeKey: 'migration-complete',
            title: 'Your account has moved',
            icon: 'success',
            message: 'Your tickets and wallet are now all in one place.',
            actions: [],
          }).onConflictDoNothing();
          return answer('migrated');
        }
      }
    }),
  );
}
