// What the operator commands (npm run verification, npm run withdrawals) share: which shop they
// call, DRAWKIT_URL (else PUBLIC_ORIGIN, else http://127.0.0.1:$PORT, 8080 by default), with
// DRAWKIT_OPERATOR_SECRET, else the demo's generated one in $DATA_DIR/operator-secret (.data by
// default); and how a failure is told: the shop's message, exit code 1.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export function fail(message) {
  console.error(message);
  process.exit(1);
}

function baseUrl() {
  const url = process.env.DRAWKIT_URL || process.env.PUBLIC_ORIGIN || `http://127.0.0.1:${process.env.PORT || 8080}`;
  return url.replace(/\/+$/, '');
}

function secret() {
  if (process.env.DRAWKIT_OPERATOR_SECRET) return process.env.DRAWKIT_OPERATOR_SECRET;
  const file = join(resolve(process.env.DATA_DIR || join(REPO_ROOT, '.data')), 'operator-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return fail(`No operator secret: set DRAWKIT_OPERATOR_SECRET, or start the demo (npm start), which keeps one in ${file}.`);
  }
}

/** Calls `method base+path` on the shop's operator routes; the response when it is a 2xx, else exits saying why. */
export async function operatorCall(base, method, path, body) {
  let response;
  try {
    response = await fetch(`${baseUrl()}${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${secret()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch (error) {
    return fail(`The shop at ${baseUrl()} did not answer (${error.cause?.code ?? error.message}). Is it running?`);
  }
  if (!response.ok) {
    const answer = await response.json().catch(() => null);
    return fail(`${response.status}: ${answer?.messages?.[0]?.message ?? response.statusText}`);
  }
  return response;
}
