/**
 * Address and email confirmation (shop-core §3 overview flags `addressConfirmationRequired`,
 * `emailAddressConfirmationRequired`). A change of postal address asks the customer to confirm
 * it (the banner); sign-up and a change of email also mail a single-use
 * `/my-account/confirm-address/{token}` link to the new address, which confirms it without a
 * sign-in. A newer link replaces older unused ones, so a link only ever confirms the address it
 * was sent to.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { oneTimeTokens } from '../db/schema';
import { mintOneTimeToken } from '../auth/oneTimeTokens';
import { sendMail } from '../mail/outbox';
import { preferencesLinks } from './preferenceLinks';
import { saveAccountSettings } from './accountSettings';

/** Links stay valid a week. */
export const CONFIRMATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface ConfirmationMailDeps {
  clock: Clock;
  publicOrigin: string;
  jwtKey(): Promise<Uint8Array>;
}

/** Marks the email unconfirmed and mails a confirmation link to it (sign-up, change of email). */
export async function requireEmailConfirmation(
  db: DbOrTx,
  deps: ConfirmationMailDeps,
  customer: { id: string; email: string; firstname: string },
): Promise<void> {
  const now = deps.clock.now();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.customerId, customer.id), eq(oneTimeTokens.kind, 'confirm_email'), isNull(oneTimeTokens.usedAt)));
  const { token } = await mintOneTimeToken(db, deps.clock, customer.id, 'confirm_email', CONFIRMATION_LINK_TTL_MS);
  await saveAccountSettings(db, customer.id, { emailConfirmationRequired: true }, now);
  const links = await preferencesLinks(deps, customer.id);
  await sendMail(db, deps.clock, {
    to: customer.email,
    kind: 'email_confirmation',
    subject: 'Confirm your email address',
    text: [
      `Hi ${customer.firstname},`,
      '',
      'Please confirm this is your email address with this link. It works once, for the next 7 days:',
      `${deps.publicOrigin}/my-account/confirm-address/${token}`,
      '',
      `Manage your email preferences: ${links.preferences}`,
      `Unsubscribe from marketing emails: ${links.unsubscribe}`,
    ].join('\n'),
  });
}

/** Clears a confirmation flag; unused links of that kind are used up with it. */
export async function markConfirmed(db: DbOrTx, clock: Clock, customerId: string, what: 'address' | 'email'): Promise<void> {
  const now = clock.now();
  await saveAccountSettings(db, customerId, what === 'address' ? { addressConfirmationRequired: false } : { emailConfirmationRequired: false }, now);
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.customerId, customerId),
        inArray(oneTimeTokens.kind, [what === 'address' ? 'confirm_address' : 'confirm_email']),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
