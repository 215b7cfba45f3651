/**
 * Deciding a verification submission: the operator's review of photos, or a provider's answer.
 * One transaction locks the submission, moves it from pending only, and updates the customer:
 * approved makes the account verified (so the cart's verify_account_required reason clears);
 * refused leaves it unverified with the method `attempted`.
 */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/Db';
import { customers, verificationSubmissions } from '../db/schema';
import { fail } from '../http/ApiFailure';

export type Decision = { outcome: 'approved' } | { outcome: 'refused'; reason: string };

export async function decideSubmission(
  db: Db,
  clock: Clock,
  submissionId: string,
  decision: Decision,
  decidedBy: string,
  /** Provider answers belong to the customer who started them. */
  customerId?: string,
  /** The provider's reference for its answer. */
  providerReference?: string,
): Promise<typeof verificationSubmissions.$inferSelect> {
  return db.transaction(async (tx) => {
    const where = customerId
      ? and(eq(verificationSubmissions.id, submissionId), eq(verificationSubmissions.customerId, customerId))
      : eq(verificationSubmissions.id, submissionId);
    const [submission] = await tx.select().from(verificationSubmissions).where(where).for('update');
    if (!submission) fail('verification_submission_not_found');
    if (submission.status !== 'pending') fail('verification_already_decided');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, submission.customerId)).for('update');
    if (!customer) fail('verification_submission_not_found');
    const [decided] = await tx
      .update(verificationSubmissions)
      .set({
        status: decision.outcome,
        decidedAt: clock.now(),
        decidedBy,
        refusalReason: decision.outcome === 'refused' ? decision.reason : null,
        ...(providerReference === undefined ? {} : { providerReference }),
      })
      .where(eq(verificationSubmissions.id, submission.id))
      .returning();
    const methods = { ...customer.verificationMethods, [submission.method]: 'attempted' };
    await tx
      .update(customers)
      .set({ verificationMethods: methods, ...(decision.outcome === 'approved' ? { isVerified: true } : {}) })
      .where(eq(customers.id, customer.id));
    return decided!;
  });
}
