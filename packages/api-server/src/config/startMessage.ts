/**
 * What the server says when it starts: where it is, which mode it runs in and what that mode
 * means for whoever runs it (the demo is for this machine only; production says what it left off).
 */
import type { ServerEnv } from './readEnv';

export function startMessage(env: ServerEnv, urls: { shopUrl: string; examplesUrl: string | null }): string[] {
  if (env.mode === 'demo') {
    return [
      `Drawkit shop on ${urls.shopUrl}`,
      ...(urls.examplesUrl ? [`Partner example on ${urls.examplesUrl}`] : []),
      `Demo mode: listening on ${env.host} only; the dev mailbox (${urls.shopUrl}/dev/mailbox) shows mail to any account ` +
        `and the sandbox gateway takes test cards; do not expose this port. For a public server see README "Production" ` +
        `(NODE_ENV=production npm run serve).`,
    ];
  }
  const proxy =
    env.trustProxy === false
      ? 'Proxy: X-Forwarded-For is not trusted; client addresses are the connections\' (set TRUST_PROXY behind a reverse proxy).'
      : `Proxy: client addresses come from X-Forwarded-For when the connection is from ${env.trustProxy.join(', ')} (TRUST_PROXY).`;
  return [
    `Drawkit shop on ${urls.shopUrl} (listening on ${env.host}:${env.port})`,
    'Production mode: no dev mailbox, test clock, sandbox pages or partner example site.',
    env.paymentGateway === 'none'
      ? 'Card payments: unavailable (no payment gateway is configured): card and PayPal payments are refused; wallet purchases work.'
      : `Card payments: ${env.paymentGateway}.`,
    proxy,
    env.demoAccounts
      ? 'Demo accounts: ON (DRAWKIT_DEMO_ACCOUNTS=1); their password is published in the README. Turn this off before real customers arrive.'
      : 'Demo accounts: off.',
  ];
}
