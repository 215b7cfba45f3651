/** The server's settings from the environment, with the brief's defaults. */
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

export interface ServerEnv {
  port: number;
  examplesPort: number;
  publicOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  staticRoot: string;
  examplesRoot: string;
}

function portOf(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = portOf(env.PORT, 8080, 'PORT');
  return {
    port,
    examplesPort: portOf(env.EXAMPLES_PORT, 8081, 'EXAMPLES_PORT'),
    publicOrigin: (env.PUBLIC_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: resolve(env.DATA_DIR || join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    staticRoot: resolve(env.STATIC_ROOT || join(REPO_ROOT, 'build')),
    examplesRoot: join(REPO_ROOT, 'examples'),
  };
}
