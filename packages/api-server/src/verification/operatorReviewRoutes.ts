/**
 * The reviewer's path for verification submissions (issue 12 part 7), outside the customer API:
 * `GET /operator/verifications` lists them (pending first), `GET .../:id/files/:fileId` gives a
 * photo to look at, `POST .../:id/approve` and `POST .../:id/refuse {reason}` decide one. Every
 * call needs `Authorization: Bearer <operator secret>` (DRAWKIT_OPERATOR_SECRET; the demo keeps
 * a generated one in DATA_DIR/operator-secret); without a configured secret every call is
 * refused. `npm run verification -- list|show|approve|refuse` (scripts/verification.mjs) calls these.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { VerificationReview } from '@drawkit/contract';
import { verificationRefusalSchema } from '@drawkit/contract/schemas';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { customers, verificationFiles, verificationSubmissions } from '../db/schema';
import { fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { successBody } from '../http/envelope';
import { zodFailure } from '../http/zodFailure';
import { decideSubmission } from './reviewSubmission';

export const OPERATOR_VERIFICATIONS_PATH = '/operator/verifications';

const id = z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'This verification submission was not found.');
const submissionParams = z.object({ id });
const fileParams = z.object({ id, fileId: id });
const listQuery = z.object({ status: z.enum(['pending', 'approved', 'refused', 'all']).default('pending') });

const digest = (text: string) => createHash('sha256').update(text).digest();

function requireOperator(request: FastifyRequest, secret: string | null): void {
  const header = request.headers.authorization;
  const given = typeof header === 'string' ? /^Bearer\s+(\S{1,500})$/i.exec(header.trim())?.[1] : undefined;
  // Compared as digests, so the time taken says nothing about the secret's length or letters.
  if (!secret || !given || !timingSafeEqual(digest(given), digest(secret))) fail('operator_unauthorised');
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw zodFailure(parsed.error);
  return parsed.data;
}

function send(reply: FastifyReply, result: unknown) {
  return reply.header('cache-control', 'no-store').send(successBody({ result }));
}

export function registerOperatorReviewRoutes(server: FastifyInstance, deps: AppDeps): void {
  const { db, clock } = deps;
  const guard = async (request: FastifyRequest) => requireOperator(request, deps.identity.operatorSecret);

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
