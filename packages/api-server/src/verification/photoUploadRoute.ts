/**
 * `POST /customer/verification` (shop-core §7 'Verification': "multipart files"): photos of the
 * customer's ID for a reviewer. The account is checked before any byte is read; each file is
 * bounded (VERIFICATION_MAX_FILES, VERIFICATION_MAX_FILE_BYTES) while it streams in and typed by
 * its first bytes; then the submission and its files are written in one transaction, into the
 * database, and the photo method turns `pending` until the operator decides
 * (`npm run verification -- approve|refuse ID`).
 */
import fastifyMultipart from '@fastify/multipart';
import { VERIFICATION_MAX_FILE_BYTES, VERIFICATION_MAX_FILES, type VerificationUploadResult } from '@drawkit/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireCapability } from '../auth/segments';
import { newId } from '../db/ids';
import { customers, verificationFiles, verificationSubmissions } from '../db/schema';
import type { Db, DbOrTx } from '../db/Db';
import { ApiFailure, fail } from '../http/ApiFailure';
import type { AppDeps } from '../http/AppDeps';
import { registerRoute } from '../http/registerRoute';
import { offeredProviders } from '../identity/identityDeps';
import { sniffFileType } from './sniffFileType';
import { verificationView } from './verificationMethods';

interface UploadedFile {
  fieldName: string;
  contentType: string;
  content: Uint8Array;
}

/** Small text fields may come with the files; none is read, all are bounded. */
const MULTIPART_LIMITS = { files: VERIFICATION_MAX_FILES, fileSize: VERIFICATION_MAX_FILE_BYTES, fields: 10, fieldSize: 1000, parts: 20 };

/** The errors @fastify/multipart throws while streaming, as the spec's kind of refusal. */
function uploadFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiFailure('verification_file_too_large', { field: 'files' });
  if (code === 'FST_FILES_LIMIT') return new ApiFailure('verification_too_many_files', { field: 'files' });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ApiFailure('payload_too_large');
  return new ApiFailure('bad_request', { message: 'The upload could not be read. Please choose your photos again.' });
}

async function readFiles(request: FastifyRequest): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // toBuffer stops at the size limit with FST_REQ_FILE_TOO_LARGE: nothing larger is held.
      const content = new Uint8Array(await part.toBuffer());
      if (content.length === 0) continue;
      const contentType = sniffFileType(content);
      if (!contentType) throw new ApiFailure('verification_file_type', { field: 'files' });
      files.push({ fieldName: part.fieldname.slice(0, 100), contentType, content });
    }
  } catch (error) {
    throw uploadFailure(error);
  }
  return files;
}

async function pendingPhotoSubmission(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({ id: verificationSubmissions.id })
    .from(verificationSubmissions)
    .where(
      and(
        eq(verificationSubmissions.customerId, customerId),
        eq(verificationSubmissions.method, 'photo_id_upload'),
        eq(verificationSubmissions.status, 'pending'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The customer may send photos now: verify-ID capability, not verified yet, no photos waiting. */
async function requireCanUpload(db: DbOrTx, customerId: string, lock: boolean) {
  const query = db.select().from(customers).where(eq(customers.id, customerId));
  const [customer] = lock ? await query.for('update') : await query;
  if (!customer) fail('unauthorised');
  requireCapability(customer.segment, 'verify-ID');
  if (customer.isVerified) fail('verification_not_needed');
  if (await pendingPhotoSubmission(db, customerId)) fail('verification_already_pending');
  return customer;
}

export function registerPhotoUploadRoute(server: FastifyInstance, deps: AppDeps): void {
  const db: Db = deps.db;
  // Multipart is parsed in this route's scope only: every other route still refuses it (415).
  server.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
    registerRoute(scope, deps, 'customerVerificationFiles', {}, async ({ auth, request }) => {
      if (!request.isMultipart()) fail('verification_not_multipart');
      await requireCanUpload(db, auth.customerId, false);
      const files = await readFiles(request);
      if (files.length === 0) fail('verification_no_files', { field: 'files' });
      const result = await db.transaction(async (tx): Promise<VerificationUploadResult> => {
        // Again under the row lock: two uploads at once make one submission.
        const customer = await requireCanUpload(tx, auth.customerId, true);
        const submissionId = newId();
        await tx.insert(verificationSubmissions).values({ id: submissionId, customerId: customer.id, method: 'photo_id_upload' });
        await tx.insert(verificationFiles).values(
          files.map((file) => ({
            id: newId(),
            submissionId,
            fieldName: file.fieldName,
            contentType: file.contentType,
            sizeBytes: file.content.length,
            content: file.content,
          })),
        );
        const methods = { ...customer.verificationMethods, photo_id_upload: 'pending' };
        await tx.update(customers).set({ verificationMethods: methods }).where(eq(customers.id, customer.id));
        return { submissionId, files: files.length, verification: verificationView(methods, false, offeredProviders(deps.identity)) };
      });
      return { result: result, status: 201 };
    });
  });
}
