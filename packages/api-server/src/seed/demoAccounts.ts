/**
 * Demo customers for sign-in features, each with password `drawkit-demo-1` and a $50.00
 * wallet, listed in the README. Added on every start when missing, so databases seeded
 * before these existed get them too.
 */
import { money } from '@drawkit/contract';
import { and, inArray, isNull, notLike } from 'drizzle-orm';
import { RESTRICTED_SEGMENT } from '../auth/segments';
import { findCustomerByEmail } from '../auth/customerQueries';
import { hashPassword } from '../auth/passwords';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId, randomToken } from '../db/ids';
import { authSessions, customerLimits, customers, ledgerEntries } from '../db/schema';
import { carryLegacySpendLimits } from '../limits/carryLegacySpendLimits';
import { DEFAULT_SEGMENT, DEMO_CUSTOMER, PRICING_ID } from './catalogueData';
import { DEMO_MEMBER_EMAIL } from './membershipSeeds';

/** The authenticator secret of demo-2fa@drawkit.test (base32); add it to any authenticator app. */
export const DEMO_TOTP_SECRET = 'DRAWKITDEMOTWOFACTORJBSWY3DPEHPK';

type DemoAccount = { email: string; firstname: string } & Partial<typeof customers.$inferInsert> & {
  /** Limits set from the start (limits/). */
  limits?: readonly { kind: 'spend' | 'deposit'; period: 'day' | 'week' | 'month'; amountCents: number }[];
  /** The wallet, when not the usual $50.00. */
  walletCents?: number;
  /** Winnings paid into the wallet besides the deposit (a prize ledger row). */
  prizeCents?: number;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'demo-2fa@drawkit.test', firstname: 'Tessa', twoFactorMethod: 'authenticator', totpSecret: DEMO_TOTP_SECRET },
  { email: 'demo-email-2fa@drawkit.test', firstname: 'Emil', twoFactorMethod: 'email' },
  { email: 'demo-change-password@drawkit.test', firstname: 'Paige', forcePasswordChange: true },
  { email: 'demo-restricted@drawkit.test', firstname: 'Rhys', segment: RESTRICTED_SEGMENT },
  { email: 'demo-upgrade@drawkit.test', firstname: 'Uma', accountUpgrade: true },
  /** A $10.00 weekly spend limit: a bigger cart shows the spend_limit block reason. */
  { email: 'demo-spend-limit@drawkit.test', firstname: 'Lena', limits: [{ kind: 'spend', period: 'week', amountCents: 1000 }] },
  /** Not verified: a cart above the verification threshold shows verify_account_required. */
  { email: 'demo-unverified@drawkit.test', firstname: 'Vic', isVerified: false },
  /** Not verified, for photo ID upload and its review (issue 12; tests/browser/identity.spec.ts approves it). */
  { email: 'demo-photo-id@drawkit.test', firstname: 'Ida', isVerified: false },
  /** Not verified, for the sandbox ConnectID check (issue 12; tests/browser/identity.spec.ts verifies it). */
  { email: 'demo-connectid@drawkit.test', firstname: 'Connie', isVerified: false },
  /** Self-excluded: every cart shows the `close` block reason and deposits are refused. */
  { email: 'demo-self-excluded@drawkit.test', firstname: 'Sam', accountRestriction: 'self_excluded' },
  /** Suspended: every cart shows the `fixed` block reason (contact support). */
  { email: 'demo-suspended@drawkit.test', firstname: 'Hugo', accountRestriction: 'suspended' },
  /** The account area's browser test changes this one's details and password (and puts the password back). */
  { email: 'demo-account@drawkit.test', firstname: 'Ada' },
  /** A $20.00 weekly deposit (precommitment) limit and a $5.00 wallet: a cart due over $25.00 shows `deposit_limit`. */
  /** A legacy account to move over: the migration modal opens after sign-in (content/migrationRoutes.ts). */
  { email: 'demo-migration@drawkit.test', firstname: 'Mia', migrationStatus: 'eligible_soft' },
  { email: 'demo-deposit-limit@drawkit.test', firstname: 'Dana', walletCents: 500, limits: [{ kind: 'deposit', period: 'week', amountCents: 2000 }] },
  /** $125.00 of winnings on top of the $50.00 deposit: $175.00 to withdraw to a bank account (wallet/). */
  { email: 'demo-winnings@drawkit.test', firstname: 'Winnie', prizeCents: 12_500 },
  /** Lotto Party (issue 12): an organiser and a guest, each with the usual $50.00 wallet. */
  { email: 'demo-party-host@drawkit.test', firstname: 'Olive' },
  { email: 'demo-party-guest@drawkit.test', firstname: 'Gus' },
];

export async function ensureDemoAccounts(db: DbOrTx, options: { clock: Clock; passwordCost?: number | undefined }): Promise<void> {
  const { password, walletCents, email: _email, firstname: _firstname, ...details } = DEMO_CUSTOMER;
  let passwordHash: string | null = null;
  // Spend limits kept on the customer row by older databases become limit rows (limits/).
  await carryLegacySpendLimits(db, options.clock);
  for (const { limits = [], walletCents: accountWalletCents, prizeCents, ...account } of DEMO_ACCOUNTS) {
    if (await findCustomerByEmail(db, account.email)) continue;
    passwordHash ??= await hashPassword(password, options.passwordCost);
    const id = newId();
    const [inserted] = await db
      .insert(customers)
      .values({
        ...details,
        lastname: 'Demo',
        pricingId: PRICING_ID,
        segment: DEFAULT_SEGMENT,
        emailOptIn: false,
        ...account,
        id,
        passwordHash,
        createdAt: options.clock.now(),
      })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id });
    if (!inserted) continue;
    await db.insert(ledgerEntries).values({
      id: newId(),
      customerId: id,
      kind: 'deposit',
      amountCents: money(accountWalletCents ?? walletCents).amount,
      description: 'Demo wallet deposit',
      createdAt: options.clock.now(),
    });
    if (prizeCents) {
      await db.insert(ledgerEntries).values({
        id: newId(),
        customerId: id,
        kind: 'prize',
        amountCents: money(prizeCents).amount,
        description: 'Demo winnings',
        createdAt: options.clock.now(),
      });
    }
    for (const limit of limits) {
      await db.insert(customerLimits).values({ id: newId(), customerId: id, ...limit, createdAt: options.clock.now(), updatedAt: options.clock.now() });
    }
  }
}

/** Every account whose password the README publishes. */
export const DEMO_ACCOUNT_EMAILS: readonly string[] = [DEMO_CUSTOMER.email, ...DEMO_ACCOUNTS.map((a) => a.email), DEMO_MEMBER_EMAIL];

/**
 * Without demo accounts (production), any already in the database (a database the demo ran on)
 * can no longer sign in: the password hash matches no password and their sessions end.
 */
export async function disableDemoSignIn(db: DbOrTx, clock: Clock): Promise<void> {
  const disabled = await db
    .update(customers)
    .set({ passwordHash: `disabled:${randomToken(16)}` })
    .where(and(inArray(customers.email, [...DEMO_ACCOUNT_EMAILS]), notLike(customers.passwordHash, 'disabled:%')))
    .returning({ id: customers.id });
  if (disabled.length === 0) return;
  await db
    .update(authSessions)
    .set({ revokedAt: clock.now() })
    .where(and(inArray(authSessions.customerId, disabled.map((row) => row.id)), isNull(authSessions.revokedAt)));
}
