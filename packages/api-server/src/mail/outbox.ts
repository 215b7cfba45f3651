/**
 * The shop's outgoing mail. Every message is written to the `mail_outbox` table; in
 * development the mailbox page (/dev/mailbox) shows it. SMTP delivery is not built yet: a
 * sender that reads the outbox would add it without changing the callers.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/Db';
import { newId } from '../db/ids';
import { mailOutbox } from '../db/schema';

export type MailKind = 'two_factor_code' | 'password_reset' | 'autologin_link' | 'email_confirmation' | 'party_invitation';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind: MailKind;
}

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export async function sendMail(db: DbOrTx, clock: Clock, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    id: newId(),
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    kind: mail.kind,
    createdAt: clock.now(),
  });
}

/** Newest first; optionally only one recipient's or one kind's. */
export async function recentMail(
  db: DbOrTx,
  options: { to?: string; kind?: MailKind; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const filters = [
    options.to === undefined ? undefined : eq(mailOutbox.toAddress, options.to.trim().toLowerCase()),
    options.kind === undefined ? undefined : eq(mailOutbox.kind, options.kind),
  ].filter((f) => f !== undefined);
  return db
    .select()
    .from(mailOutbox)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(mailOutbox.seq))
    .limit(options.limit ?? 50);
}
