/**
 * The real commands: `npm run serve` with NODE_ENV=production and settings missing (and a demo
 * option on) refuses to start, naming every problem, with exit code 1; `npm run serve` without
 * NODE_ENV=production and `npm start` with it refuse too, saying which command is which.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../readEnv';

/** The variables either mode reads; the child gets none of the test run's own. */
const SETTINGS = [
  'NODE_ENV',
  'PORT',
  'HOST',
  'EXAMPLES_PORT',
  'PUBLIC_ORIGIN',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'STATIC_ROOT',
  'TRUST_PROXY',
  'PAYMENT_GATEWAY',
  'DRAWKIT_JWT_SECRET',
  'DRAWKIT_DEMO_ACCOUNTS',
  'DRAWKIT_TEST_CLOCK',
  'DRAWKIT_FAULT_INJECTION',
  'DRAWKIT_DEV_MAILBOX',
];

function run(script: 'serve' | 'start', env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !SETTINGS.includes(key)));
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: REPO_ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('starting the shop from the command line', () => {
  it('NODE_ENV=production npm run serve with settings missing and a demo option on names every problem and exits 1', async () => {
    const { code, stdout, stderr } = await run('serve', {
      NODE_ENV: 'production',
      PORT: '18591',
      PUBLIC_ORIGIN: 'http://shop.example.com',
      DRAWKIT_TEST_CLOCK: '1',
      PAYMENT_GATEWAY: 'sandbox',
    });
    expect(code, stdout + stderr).toBe(1);
    expect(stderr).toContain('Drawkit will not start in production mode (NODE_ENV=production). Fix these 6 settings:');
    for (const name of ['DATABASE_URL is not set', 'REDIS_URL is not set', 'PUBLIC_ORIGIN=http://shop.example.com is not https', 'DRAWKIT_JWT_SECRET is not set', 'DRAWKIT_TEST_CLOCK is set', 'PAYMENT_GATEWAY=sandbox']) {
      expect(stderr).toContain(`  - ${name}`);
    }
    expect(stdout).not.toContain('Drawkit shop on');
  }, 60_000);

  it('npm run serve without NODE_ENV=production refuses, pointing at npm start for the demo', async () => {
    const { code, stderr } = await run('serve', {});
    expect(code).toBe(1);
    expect(stderr).toContain('npm run serve is the production start: run it as NODE_ENV=production npm run serve');
    expect(stderr).toContain('For the demo on this machine, run npm start.');
  }, 60_000);

  it('npm start with NODE_ENV=production refuses: it is the loopback demo', async () => {
    const { code, stderr } = await run('start', { NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr).toContain('npm start is the demo (loopback only, dev mailbox, demo accounts) and does not run with NODE_ENV=production.');
  }, 60_000);
});
