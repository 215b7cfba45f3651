/**
 * The reviewer's path for verification submissions (issue 12 part 7), outside the customer API:
 * `GET /operator/verifications` lists them (pending first), `GET .../:id/files/:fileId` gives a
 * photo to look at, `POST .../:id/approve` and `POST .../:id/refuse {reason}` decide one. Every
 * call needs the operator secret (operator/operatorAccess.ts).
 * `npm run verification -- list|show|approve|refuse` (scripts/verification.mjs) calls these.
 */
import type { VerificationReview } from '@drawkit/contract';
import { verificationRefusalSchema } from '@drawkit/contract/schemas';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customers, verificationFiles, verificationSubmissions } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { operatorGuard, parseOperatorInput as parse, sendOperatorResult as send } from '../operator/operatorAccess';
import { decideSubmission } from './reviewSubmission';

export const OPERATOR_VERIFICATIONS_PATH = '/operator/verifications';

const id = z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'This verification submission was not found.');
const submissionParams = z.object({ id });
const fileParams = z.object({ id, fileId: id });
const listQuery = z.object({ status: z.enum(['pending', 'approved', 'refused', 'all']).default('pending') });

export function registerOperatorReviewRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const guard = operatorGuard(deps);

  async function reviews(where: ReturnType<typeof eq> | undefined): Promise<VerificationReview[]> {
    const rows = await db
      .select({ submission: verificationSubmissions, email: customers.email })
      .from(verificationSubmissions)
      .innerJoin(customers, eq(customers.id, verificationSubmissions.customerId))
      .where(where)
      .orderBy(desc(sql`${verificationSubmissions.status} = 'pending'`), asc(verificationSubmissions.createdAt))
      .limit(200);
    const ids = rows.map((r) => r.submission.id);
    const files =
      ids.length === 0
        ? []
        : await db
            .select({ id: verificationFiles.id, submissionId: verificationFiles.submissionId, contentType: verificationFiles.contentType, sizeBytes: verificationFiles.sizeBytes })
            .from(verificationFiles)
            .where(inArray(verificationFiles.submissionId, ids))
            .orderBy(asc(verificationFiles.createdAt));
    return rows.map(({ submission, email }) => ({
      id: submission.id,
      customerId: submission.customerId,
      email,
      method: submission.method,
      status: submission.status,
      files: files.filter((f) => f.submissionId === submission.id).map(({ submissionId: _s, ...file }) => file),
      createdAt: submission.createdAt.toISOString(),
      decidedAt: submission.decidedAt?.toISOString() ?? null,
      refusalReason: submission.refusalReason,
    }));
  }

  server.get(OPERATOR_VERIFICATIONS_PATH, { preHandler: guard }, async (request, reply) => {
    const { status } = parse(listQuery, request.query);
    return send(reply, await reviews(status === 'all' ? undefined : eq(verificationSubmissions.status, status)));
  });

  server.get(`${OPERATOR_VERIFICATIONS_PATH}/:id/files/:fileId`, { preHandler: guard }, async (request, reply) => {
    const params = parse(fileParams, request.params);
    const [file] = await db.select().from(verificationFiles).where(eq(verificationFiles.id, params.fileId));
    if (!file || file.submissionId !== params.id) fail('verification_submission_not_found');
    // The sniffed type, as a download: never rendered by the shop's origin.
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${file.id}.${file.contentType.split('/')[1]}"`)
      .type(file.contentType)
      .send(Buffer.from(file.content));
  });

  server.post(`${OPERATOR_VERIFICATIONS_PATH}/:id/approve`, { preHandler: guard }, async (request, reply) => {
    const { id: submissionId } = parse(submissionParams, request.params);
    await decideSubmission(db, clock, submissionId, { outcome: 'approved' }, 'operator');
    return send(reply, (await reviews(eq(verificationSubmissions.id, submissionId)))[0]);
  });

  server.post(`${OPERATOR_VERIFICATIONS_PATH}/:id/refuse`, { preHandler: guard }, async (request, reply) => {
    const { id: submissionId } = parse(submissionParams, request.params);
    const { reason } = parse(verificationRefusalSchema, request.body);
    await decideSubmission(db, clock, submissionId, { outcome: 'refused', reason }, 'operator');
    return send(reply, (await reviews(eq(verificationSubmissions.id, submissionId)))[0]);
  });
}
