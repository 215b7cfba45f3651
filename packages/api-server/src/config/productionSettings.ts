/**
 * What a production start needs and what it refuses, as one pure function of the environment:
 * PostgreSQL, Redis, an https public origin and a JWT secret from the environment; none of the
 * demo's options. Every problem is named at once, so an operator fixes them in one go.
 */

export type Env = Readonly<Record<string, string | undefined>>;

/** Access tokens are HS256: a shorter secret is guessable offline from one token. */
export const MIN_JWT_SECRET_BYTES = 32;

/** The demo's switches, each with what it does; production refuses every one of them. */
export const DEMO_ONLY_VARIABLES = {
  DATA_DIR: 'keeps the embedded database (PGlite) on disk; production runs on PostgreSQL (DATABASE_URL)',
  EXAMPLES_PORT: 'serves the partner example site, which production does not serve',
  DRAWKIT_TEST_CLOCK: "lets anyone move the draw engine's clock (POST /__test/clock)",
  DRAWKIT_FAULT_INJECTION: 'crashes the server on purpose, for fault-injection tests',
  DRAWKIT_DEV_MAILBOX: "shows every account's sign-in codes and reset links to whoever asks",
} as const;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** A `postgres://` or `postgresql://` URL (the embedded database is the demo's). */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\/\S+$/.test(value);
}

export function isRedisUrl(value: string): boolean {
  return /^rediss?:\/\/\S+$/.test(value);
}

/** The problems with a production environment, in words an operator can act on; none when it may start. */
export function productionProblems(env: Env): string[] {
  const problems: string[] = [];

  if (!set(env.DATABASE_URL)) {
    problems.push('DATABASE_URL is not set: production runs on PostgreSQL (e.g. postgres://drawkit:secret@db.internal:5432/drawkit).');
  }
  if (!set(env.REDIS_URL)) {
    problems.push('REDIS_URL is not set: production keeps rate limits in Redis, shared by every server process (e.g. redis://cache.internal:6379).');
  }

  if (!set(env.PUBLIC_ORIGIN)) {
    problems.push('PUBLIC_ORIGIN is not set: production needs the https origin browsers reach the shop at (e.g. https://shop.example.com).');
  } else if (!env.PUBLIC_ORIGIN.trim().startsWith('https://')) {
    problems.push(
      `PUBLIC_ORIGIN=${env.PUBLIC_ORIGIN.trim()} is not https: production serves over https only (sign-in cookies are Secure), e.g. https://shop.example.com.`,
    );
  }

  if (!set(env.DRAWKIT_JWT_SECRET)) {
    problems.push(
      `DRAWKIT_JWT_SECRET is not set: production signs access tokens with a secret from the environment, at least ${MIN_JWT_SECRET_BYTES} bytes (e.g. the output of \`openssl rand -base64 48\`).`,
    );
  }

  for (const [name, what] of Object.entries(DEMO_ONLY_VARIABLES)) {
    if (set(env[name])) problems.push(`${name} is set: it ${what}. It is a demo option; remove it.`);
  }
  if (env.PAYMENT_GATEWAY?.trim() === 'sandbox') {
    problems.push(
      'PAYMENT_GATEWAY=sandbox is the demo\'s test gateway (its test cards always pay): it is a demo option. Leave PAYMENT_GATEWAY unset (card payments are then unavailable) or plug a real gateway in through the PaymentGateway interface (packages/api-server/src/payments/PaymentGateway.ts).',
    );
  }
  return problems;
}
