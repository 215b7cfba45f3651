import { eq } from 'drizzle-orm';
import type { Db } from '../db/Db';
import { apps } from '../db/schema';
import { STOREFRONT_APP_KEY } from '../seed/ensureApps';
import type { AppDeps } from './AppDeps';

export type AppRecord = typeof apps.$inferSelect;

export async function findApp(db: Db, appKey: string): Promise<AppRecord | null> {
  const [row] = await db.select().from(apps).where(eq(apps.appKey, appKey));
  return row ?? null;
}

/** Origins an app may call from: its registered ones plus the ones this process serves. */
export function originsOf(app: AppRecord, deps: Pick<AppDeps, 'publicOrigin' | 'partnerOrigins'>): string[] {
  const extra = app.appKey === STOREFRONT_APP_KEY ? [deps.publicOrigin] : deps.partnerOrigins;
  return [...app.allowedOrigins, ...extra];
}

/** Whether any app may call from this origin (CORS preflights are answered for these). */
export async function isRegisteredOrigin(deps: AppDeps, origin: string): Promise<boolean> {
  if (origin === deps.publicOrigin || deps.partnerOrigins.includes(origin)) return true;
  const rows = await deps.db.select({ allowedOrigins: apps.allowedOrigins }).from(apps);
  return rows.some((row) => row.allowedOrigins.includes(origin));
}
