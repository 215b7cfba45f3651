/**
 * The operator secret of the review path. Production takes DRAWKIT_OPERATOR_SECRET (no secret:
 * the review path refuses every call). The demo, when none is set, keeps a generated one in
 * DATA_DIR/operator-secret (owner-only), where `npm run verification` finds it.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerEnv } from '../config/readEnv';

export const OPERATOR_SECRET_FILE = 'operator-secret';

export function operatorSecretFor(env: Pick<ServerEnv, 'mode' | 'operatorSecret' | 'dataDir'>): string | undefined {
  if (env.operatorSecret || env.mode !== 'demo') return env.operatorSecret;
  const file = join(env.dataDir, OPERATOR_SECRET_FILE);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // None yet: make one below.
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(env.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
