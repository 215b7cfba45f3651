/**
 * The notifications feed behind the navigation bell (shop-core §2 'Navigation bar', shop-
 * specialised §3 'Notification'): `GET /notifications/feed` and `POST /notifications/feed/read`.
 * Needs the notifications-feed capability.
 */
import type { FeedNotification, NotificationFeed } from '@drawkit/contract';
import { notificationsReadSchema } from '@drawkit/contract/schemas';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireCapability } from '../auth/segments';
import type { DbOrTx } from '../db/Db';
import { customerNotifications, customers } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';

/** The newest this many are listed. */
const FEED_SIZE = 50;

async function requireFeed(db: DbOrTx, customerId: string): Promise<void> {
  const [customer] = await db.select({ segment: customers.segment }).from(customers).where(eq(customers.id, customerId));
  if (!customer) fail('unauthorised');
  requireCapability(customer.segment, 'notifications-feed');
}

export async function notificationFeed(db: DbOrTx, customerId: string): Promise<NotificationFeed> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(customerNotifications)
      .where(eq(customerNotifications.customerId, customerId))
      .orderBy(desc(customerNotifications.createdAt), desc(customerNotifications.id))
      .limit(FEED_SIZE),
    db
      .select({ n: count() })
      .from(customerNotifications)
      .where(and(eq(customerNotifications.customerId, customerId), isNull(customerNotifications.readAt))),
  ]);
  const notifications: FeedNotification[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    icon: row.icon,
    message: row.message,
    actions: row.actions,
    isAutoDismissed: row.isAutoDismissed,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { notifications, unread: unread?.n ?? 0 };
}

export function registerNotificationRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;

  registerRoute(server, deps, 'notificationsFeed', {}, async ({ auth }) => {
    await requireFeed(db, auth.customerId);
    return { result: await notificationFeed(db, auth.customerId) };
  });

  registerRoute(server, deps, 'notificationsRead', { body: notificationsReadSchema }, async ({ auth, body }) => {
    await requireFeed(db, auth.customerId);
    return db.transaction(async (tx) => {
      const mine = eq(customerNotifications.customerId, auth.customerId);
      if (body.ids !== undefined && body.ids.length > 0) {
        const ids = [...new Set(body.ids)];
        const found = await tx.select({ id: customerNotifications.id }).from(customerNotifications).where(and(mine, inArray(customerNotifications.id, ids)));
        // All or nothing: an id that is not one of the customer's marks none.
        if (found.length !== ids.length) fail('notification_not_found', { field: 'ids' });
        await tx.update(customerNotifications).set({ readAt: clock.now() }).where(and(mine, inArray(customerNotifications.id, ids), isNull(customerNotifications.readAt)));
      } else {
        await tx.update(customerNotifications).set({ readAt: clock.now() }).where(and(mine, isNull(customerNotifications.readAt)));
      }
      return { result: await notificationFeed(tx, auth.customerId) };
    });
  });
}
