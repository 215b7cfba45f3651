// An operator command (scripts/verification.mjs, scripts/withdrawals.mjs) run against a listening
// test shop, as an operator would: what it printed, and its exit code.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll } from 'vitest';
import type { TestShop } from './testShop';

const run = promisify(execFile);
const SCRIPTS = resolve(import.meta.dirname, '../../../../../scripts');

/** Listens with the shop before the tests; the returned runner calls `script` with DRAWKIT_URL and the secret. */
export function operatorCommand(shop: TestShop, script: string, secret: string) {
  let url = '';
  beforeAll(async () => {
    url = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  });
  return async (args: string[], withSecret = secret): Promise<{ code: number; out: string }> => {
    try {
      const { stdout } = await run(process.execPath, [resolve(SCRIPTS, script), ...args], {
        env: { ...process.env, DRAWKIT_URL: url, DRAWKIT_OPERATOR_SECRET: withSecret },
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, out: failed.stderr };
    }
  };
}
