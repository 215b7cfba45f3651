/**
 * The registered apps (shop-wide app keys). Run on every start: the storefront's origin and the
 * partners' example origin follow the environment, so they are added when they change; origins
 * registered earlier are kept. An app may be used only from its own registered origins
 * (http/appRegistry.ts), so the example origin is registered for the two apps its pages embed.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/Db';
import { randomToken } from '../db/ids';
import { apps } from '../db/schema';

export const STOREFRONT_APP_KEY = 'drawkit-storefront';

export interface AppOrigins {
  /** The server's public origin, e.g. http://localhost:8080. */
  publicOrigin: string;
  /** Origins of partner pages, e.g. the examples site http://localhost:8081. */
  partnerOrigins: readonly string[];
}

export function seededApps(origins: AppOrigins) {
  return [
    { appKey: STOREFRONT_APP_KEY, name: 'Drawkit storefront', allowedOrigins: [origins.publicOrigin] },
    { appKey: 'demo-partner', name: 'Demo Partner', allowedOrigins: [...origins.partnerOrigins] },
    { appKey: 'hospice-care', name: 'Hospice Care', allowedOrigins: [...origins.partnerOrigins] },
  ];
}

export async function ensureApps(db: DbOrTx, origins: AppOrigins): Promise<void> {
  for (const app of seededApps(origins)) {
    await db
      .insert(apps)
      .values({ ...app, appId: `app_${randomToken(9)}` })
      .onConflictDoNothing({ target: apps.appKey });
    const [row] = await db.select().from(apps).where(eq(apps.appKey, app.appKey));
    if (!row) continue;
    const merged = [...new Set([...row.allowedOrigins, ...app.allowedOrigins])];
    if (merged.length !== row.allowedOrigins.length) {
      await db.update(apps).set({ allowedOrigins: merged }).where(eq(apps.appKey, app.appKey));
    }
  }
}
