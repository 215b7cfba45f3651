import { eq } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { apps } from '../db/schema';
import { changesOf, keptUntilChanged } from '../db/tableChanges';
import { STOREFRONT_APP_KEY } from '../seed/ensureApps';
import type { AppDeps } from './AppDeps';

export type AppRecord = typeof apps.$inferSelect;

/** Registered app keys are letters, digits, '-' and '_'; anything else (a NUL, say) is not looked up. */
const APP_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Every call looks its app up (and every cross-origin answer its origin), so the few app rows
 * are kept in memory until a write to `apps` is heard (db/tableChanges.ts), in any process.
 */
const appLists = new WeakMap<Db, () => Promise<AppRecord[]>>();

function registeredApps(db: Db): Promise<AppRecord[]> | null {
  let list = appLists.get(db);
  if (!list) {
    const feed = changesOf(db)?.feed;
    if (!feed) return null;
    list = keptUntilChanged(feed, ['apps'], () => db.select().from(apps));
    appLists.set(db, list);
  }
  return list();
}

export async function findApp(db: Db, appKey: string): Promise<AppRecord | null> {
  if (!APP_KEY_PATTERN.test(appKey)) return null;
  const all = registeredApps(db);
  if (all) return (await all).find((app) => app.appKey === appKey) ?? null;
  const [row] = await db.select().from(apps).where(eq(apps.appKey, appKey));
  return row ?? null;
}

/**
 * Origins an app may call from (and, for a partner, be framed by): only the ones registered for
 * that app, plus the shop's own public origin for the storefront. Never another app's: one
 * partner's page must not use another partner's key. (The seed registers the example site for
 * the apps that embed there.)
 */
export function originsOf(app: AppRecord, deps: Pick<AppDeps, 'publicOrigin'>): string[] {
  if (app.appKey !== STOREFRONT_APP_KEY || app.allowedOrigins.includes(deps.publicOrigin)) return app.allowedOrigins;
  return [...app.allowedOrigins, deps.publicOrigin];
}

/**
 * Whether some app may call from this origin: CORS preflights are answered for these, and
 * which app key it may use is then decided per call (identifyApp: 403 origin_not_allowed).
 */
export async function isRegisteredOrigin(deps: Pick<AppDeps, 'db' | 'publicOrigin'>, origin: string): Promise<boolean> {
  if (origin === deps.publicOrigin) return true;
  const rows = (await registeredApps(deps.db)) ?? (await deps.db.select({ allowedOrigins: apps.allowedOrigins }).from(apps));
  return rows.some((row) => row.allowedOrigins.includes(origin));
}
