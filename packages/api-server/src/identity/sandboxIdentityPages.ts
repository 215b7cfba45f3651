/**
 * The sandbox identity provider's sign-in page (demo only; /sandbox answers 404 in production).
 * It keeps its own accounts: the first use of an email sets its password, later uses must give
 * it, so a sandbox identity stays its first owner's. It returns to the storefront's
 * /login/social/sandbox with the id token in the fragment (never sent to a server or kept in logs).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { newId } from '../db/ids';
import { sandboxIdentityAccounts } from '../db/schema';
import type { AppDeps } from '../http/AppDeps';
import { escapeHtml, hiddenField, sandboxPage } from './sandboxPage';

const intent = z.enum(['signin', 'link']);
const signInForm = z.object({
  intent,
  email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(320)),
  password: z.string().min(8).max(200),
});

function formPage(mode: z.infer<typeof intent>, error?: string) {
  return (
    `<h1>Sandbox identity provider</h1><p>Sign in to the sandbox provider to ${mode === 'link' ? 'link it to your Drawkit account' : 'sign in to Drawkit'}.` +
    ` The first sign-in with an email creates its sandbox identity with that password.</p>` +
    (error ? `<p role="alert">${escapeHtml(error)}</p>` : '') +
    `<form method="post" class="sandbox-identity">${hiddenField('intent', mode)}` +
    `<p><label>Email <input name="email" type="email" autocomplete="username" required></label></p>` +
    `<p><label>Password <input name="password" type="password" autocomplete="current-password" minlength="8" required></label></p>` +
    `<button type="submit" class="primary">Continue</button></form>`
  );
}

export function registerSandboxIdentityPages(server: FastifyInstance, deps: AppDeps): void {
  const issuer = deps.identity.sandbox?.identity;
  if (!issuer) return;
  const { db } = deps;

  server.get('/sandbox/identity/authorize', async (request, reply) => {
    const query = z.object({ intent: intent.default('signin') }).safeParse(request.query ?? {});
    if (!query.success) return sandboxPage(reply, 'Sandbox identity', '<h1>This sign-in has ended.</h1>', 404);
    return sandboxPage(reply, 'Sandbox identity provider', formPage(query.data.intent));
  });

  server.post('/sandbox/identity/authorize', async (request, reply) => {
    const form = signInForm.safeParse(request.body ?? {});
    if (!form.success) {
      const mode = intent.safeParse((request.body as Record<string, unknown> | undefined)?.['intent']);
      return sandboxPage(reply, 'Sandbox identity provider', formPage(mode.success ? mode.data : 'signin', 'Enter an email address and a password of at least 8 characters.'), 422);
    }
    const { email, password } = form.data;
    let [account] = await db.select().from(sandboxIdentityAccounts).where(eq(sandboxIdentityAccounts.email, email));
    if (!account) {
      const passwordHash = await hashPassword(password, deps.passwordCost);
      await db.insert(sandboxIdentityAccounts).values({ subject: newId(), email, passwordHash }).onConflictDoNothing();
      [account] = await db.select().from(sandboxIdentityAccounts).where(eq(sandboxIdentityAccounts.email, email));
    }
    if (!account || !(await verifyPassword(password, account.passwordHash))) {
      return sandboxPage(reply, 'Sandbox identity provider', formPage(form.data.intent, 'The password is not this sandbox identity’s.'), 401);
    }
    const idToken = await issuer.issue({ subject: account.subject, email: account.email });
    return reply.redirect(`${deps.publicOrigin}/login/social/sandbox?intent=${form.data.intent}#id_token=${idToken}`, 303);
  });
}
