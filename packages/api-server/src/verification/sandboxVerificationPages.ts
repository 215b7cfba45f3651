/**
 * The sandbox ConnectID and greenID pages (demo only; /sandbox answers 404 in production). The
 * shopper shares or declines; the answer goes back to the storefront's verify page with a code
 * only the shop's sandbox signer accepts, and the state the shop handed out.
 */
import { VERIFICATION_PROVIDERS } from '@drawkit/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../http/AppDeps';
import { hiddenField, sandboxPage } from '../identity/sandboxPage';

const NAMES = { connect_id: 'ConnectID', greenid_ui: 'greenID' } as const;
const params = z.object({ method: z.enum(VERIFICATION_PROVIDERS) });
const state = z.string().regex(/^[A-Za-z0-9_-]{16,200}$/);
const answer = z.object({ state, outcome: z.enum(['verified', 'declined']) });

/** Where the sandbox returns: the storefront's verify page, which finishes the check. */
export const VERIFY_RETURN_PATH = '/my-account/verify-account';

export function registerSandboxVerificationPages(server: FastifyInstance, deps: AppDeps): void {
  const signer = deps.identity.sandbox?.verification;
  if (!signer) return;

  server.get('/sandbox/verification/:method', async (request, reply) => {
    const p = params.safeParse(request.params);
    const q = z.object({ state }).safeParse(request.query);
    if (!p.success || !q.success) return sandboxPage(reply, 'Verification sandbox', '<h1>This check has ended.</h1>', 404);
    const name = NAMES[p.data.method];
    const form = (outcome: 'verified' | 'declined', label: string, cls: string) =>
      `<form method="post">${hiddenField('state', q.data.state)}${hiddenField('outcome', outcome)}<button type="submit" class="${cls}">${label}</button></form>`;
    return sandboxPage(
      reply,
      `${name} sandbox`,
      `<h1>${name} sandbox</h1><p>Drawkit asks to confirm your name, date of birth and address.</p>` +
        `<p>This is a sandbox: nothing is checked. Share to be verified, decline to be refused.</p>` +
        form('verified', 'Share my verified identity', 'primary') +
        form('declined', 'Decline', ''),
    );
  });

  server.post('/sandbox/verification/:method', async (request, reply) => {
    const p = params.safeParse(request.params);
    const body = answer.safeParse(request.body);
    if (!p.success || !body.success) return sandboxPage(reply, 'Verification sandbox', '<h1>This check has ended.</h1>', 404);
    const code = await signer.sign(p.data.method, body.data.state, body.data.outcome);
    const back = new URL(`${deps.publicOrigin}${VERIFY_RETURN_PATH}`);
    back.searchParams.set('verification', p.data.method);
    back.searchParams.set('code', code);
    back.searchParams.set('state', body.data.state);
    return reply.redirect(back.toString(), 303);
  });
}
