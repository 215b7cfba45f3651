import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../__tests__/helpers/fixtures';
import { testBackends } from '../../__tests__/helpers/testBackends';
import { type Session, useTestShop } from '../../__tests__/helpers/testShop';
import { customers, verificationFiles, verificationSubmissions } from '../../db/schema';
import { JPEG, multipartBody, type Part, PNG } from './multipartBody';

const OPERATOR_SECRET = 'operator-secret-for-tests-0123456789';

describe.each(testBackends())('photo ID verification and its review on $name', (backend) => {
  const shop = useTestShop(backend, { identity: { operatorSecret: OPERATOR_SECRET } });

  async function unverifiedCustomer(): Promise<Session> {
    const session = await signUp(shop.client);
    await shop.database.db.update(customers).set({ isVerified: false }).where(eq(customers.id, session.customerId));
    return session;
  }
  const upload = (session: Session, parts: readonly Part[]) =>
    shop.client.call('POST', '/v2/customer/verification', { session, raw: multipartBody(parts) });
  const operator = (method: 'GET' | 'POST', path: string, body?: unknown, secret = OPERATOR_SECRET) =>
    shop.client.call(method, `/operator/verifications${path}`, { appKey: null, signature: null, timestamp: null, headers: { authorization: `Bearer ${secret}` }, ...(body === undefined ? {} : { body }) });
  const methodsOf = async (session: Session) => {
    const overview = await shop.client.call('GET', '/v2/customer', { session });
    const methods = overview.data.result.verification.methods as { type: string; status: string }[];
    return { isVerified: overview.data.result.isVerified as boolean, status: Object.fromEntries(methods.map((m) => [m.type, m.status])) };
  };
  const submissionsOf = (customerId: string) =>
    shop.database.db.select().from(verificationSubmissions).where(eq(verificationSubmissions.customerId, customerId));

  it('stores the photos in the database, marks the method pending, and the operator approves: the account is verified', async () => {
    const session = await unverifiedCustomer();
    expect((await methodsOf(session)).status['photo_id_upload']).toBe('not_attempted');

    const sent = await upload(session, [
      { name: 'files', filename: 'front.jpg', contentType: 'image/jpeg', content: JPEG },
      { name: 'files', filename: 'back.png', contentType: 'image/png', content: PNG },
    ]);
    expect(sent.status, sent.text).toBe(201);
    expect(sent.data.result).toMatchObject({ files: 2 });
    const submissionId = sent.data.result.submissionId as string;
    const stored = await shop.database.db.select().from(verificationFiles).where(eq(verificationFiles.submissionId, submissionId));
    expect(stored.map((f) => [f.contentType, f.sizeBytes]).sort()).toEqual([['image/jpeg', JPEG.length], ['image/png', PNG.length]]);
    expect(Buffer.from(stored.find((f) => f.contentType === 'image/png')!.content).equals(Buffer.from(PNG))).toBe(true);
    expect(await methodsOf(session)).toMatchObject({ isVerified: false, status: { photo_id_upload: 'pending' } });

    // One submission waits at a time.
    const again = await upload(session, [{ name: 'files', filename: 'x.jpg', contentType: 'image/jpeg', content: JPEG }]);
    expect(again.status).toBe(409);
    expect(again.json.messages[0].message).toBe('Your photos are already being checked. We will let you know when the check is done.');

    const listed = await operator('GET', '');
    expect(listed.status, listed.text).toBe(200);
    const mine = (listed.data.result as { id: string; status: string; files: unknown[] }[]).find((r) => r.id === submissionId);
    expect(mine).toMatchObject({ status: 'pending', method: 'photo_id_upload', files: [expect.anything(), expect.anything()] });
    const fileId = (mine!.files[0] as { id: string }).id;
    const photo = await shop.app.inject({ method: 'GET', url: `/operator/verifications/${submissionId}/files/${fileId}`, headers: { authorization: `Bearer ${OPERATOR_SECRET}` } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-disposition']).toMatch(/^attachment;/);

    const approved = await operator('POST', `/${submissionId}/approve`, {});
    expect(approved.status, approved.text).toBe(200);
    expect(approved.data.result).toMatchObject({ status: 'approved' });
    expect(await methodsOf(session)).toMatchObject({ isVerified: true, status: { photo_id_upload: 'attempted' } });
    const twice = await operator('POST', `/${submissionId}/approve`, {});
    expect(twice.status).toBe(409);
  });

  it('a refusal keeps the account unverified with the reason kept, and the customer may send new photos', async () => {
    const session = await unverifiedCustomer();
    const sent = await upload(session, [{ name: 'files', filename: 'a.jpg', contentType: 'image/jpeg', content: JPEG }]);
    const refused = await operator('POST', `/${sent.data.result.submissionId}/refuse`, { reason: 'The photo is blurred.' });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.data.result).toMatchObject({ status: 'refused', refusalReason: 'The photo is blurred.' });
    expect(await methodsOf(session)).toMatchObject({ isVerified: false, status: { photo_id_upload: 'attempted' } });
    const noReason = await operator('POST', `/${sent.data.result.submissionId}/refuse`, {});
    expect(noReason.status).toBe(422);
    expect((await upload(session, [{ name: 'files', filename: 'b.jpg', contentType: 'image/jpeg', content: JPEG }])).status).toBe(201);
  });

  it('refuses bad uploads with the clear 4xx and writes nothing', async () => {
    const session = await unverifiedCustomer();
    const cases: { parts?: Part[]; raw?: { payload: string; contentType: string }; status: number; message: string }[] = [
      { raw: { payload: '{"files":[]}', contentType: 'application/json' }, status: 415, message: 'Send the photos as multipart/form-data.' },
      { parts: [{ name: 'note', content: 'hello' }], status: 422, message: 'Please choose a photo of your ID to upload.' },
      // A script named and typed as a JPEG is judged by its bytes.
      { parts: [{ name: 'files', filename: 'id.jpg', contentType: 'image/jpeg', content: '#!/bin/sh\nrm -rf /\n' }], status: 415, message: 'Please upload a JPEG or PNG photo, or a PDF.' },
      { parts: [{ name: 'files', filename: 'id.svg', contentType: 'image/svg+xml', content: '<svg xmlns="http://www.w3.org/2000/svg"/>' }], status: 415, message: 'Please upload a JPEG or PNG photo, or a PDF.' },
      {
        parts: [{ name: 'files', filename: 'huge.jpg', contentType: 'image/jpeg', content: new Uint8Array([0xff, 0xd8, 0xff, ...new Array(5 * 1024 * 1024).fill(1)]) }],
        status: 413,
        message: 'Each file must be 5 MB or smaller. Please choose a smaller photo.',
      },
      {
        parts: [1, 2, 3].map((n) => ({ name: 'files', filename: `${n}.jpg`, contentType: 'image/jpeg', content: JPEG })),
        status: 413,
        message: 'Please upload at most 2 files: the front and back of your ID.',
      },
      // The good first file is not kept when the second is refused.
      {
        parts: [
          { name: 'files', filename: 'front.jpg', contentType: 'image/jpeg', content: JPEG },
          { name: 'files', filename: 'back.gif', contentType: 'image/gif', content: 'GIF89a......' },
        ],
        status: 415,
        message: 'Please upload a JPEG or PNG photo, or a PDF.',
      },
    ];
    for (const c of cases) {
      const response = c.raw
        ? await shop.client.call('POST', '/v2/customer/verification', { session, raw: c.raw })
        : await upload(session, c.parts!);
      expect(response.status, `${c.message}: ${response.text}`).toBe(c.status);
      expect(response.json.messages[0].message).toBe(c.message);
    }
    expect(await submissionsOf(session.customerId)).toEqual([]);
    expect((await methodsOf(session)).status['photo_id_upload']).toBe('not_attempted');

    // A verified customer has nothing to send; a visitor must sign in.
    const verified = await signUp(shop.client);
    const refused = await upload(verified, [{ name: 'files', filename: 'a.jpg', contentType: 'image/jpeg', content: JPEG }]);
    expect(refused.status).toBe(422);
    expect(refused.json.messages[0].code).toBe('verification_not_needed');
    const anonymous = await shop.client.call('POST', '/v2/customer/verification', { raw: multipartBody([{ name: 'files', filename: 'a.jpg', content: JPEG }]) });
    expect(anonymous.status).toBe(401);
  });

  it('the operator path refuses a missing or wrong secret', async () => {
    expect((await operator('GET', '', undefined, 'wrong-secret')).status).toBe(401);
    const none = await shop.app.inject({ method: 'GET', url: '/operator/verifications' });
    expect(none.statusCode).toBe(401);
    expect(JSON.parse(none.body).messages[0].message).toBe('The operator secret is missing or wrong.');
    expect((await operator('POST', '/no-such-id/approve', {})).status).toBe(404);
  });

  it('ConnectID and greenID: the sandbox provider\'s answer verifies, or refuses; a forged code changes nothing', async () => {
    for (const [path, method] of [['connectid', 'connect_id'], ['greenid', 'greenid_ui']] as const) {
      const session = await unverifiedCustomer();
      expect((await methodsOf(session)).status[method]).toBe('not_attempted');
      const start = await shop.client.call('POST', `/v2/customer/verification/${path}`, { session, body: {} });
      expect(start.status, start.text).toBe(200);
      const redirect = new URL(start.data.result.redirectUrl as string);
      expect(redirect.pathname).toBe(`/sandbox/verification/${method}`);
      const state = redirect.searchParams.get('state')!;
      expect((await methodsOf(session)).status[method]).toBe('in_progress');

      const forged = await shop.client.call('POST', `/v2/customer/verification/${path}/callback`, { session, body: { code: `${method}.verified.99999999999999.forged`, state } });
      expect(forged.status).toBe(422);
      expect((await methodsOf(session)).isVerified).toBe(false);

      // The shopper shares on the sandbox page, which sends them back with a code.
      const page = await shop.app.inject({ method: 'GET', url: `${redirect.pathname}${redirect.search}` });
      expect(page.statusCode).toBe(200);
      const answer = await shop.app.inject({ method: 'POST', url: redirect.pathname, payload: new URLSearchParams({ state, outcome: 'verified' }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(answer.statusCode).toBe(303);
      const back = new URL(String(answer.headers.location));
      expect(back.pathname).toBe('/my-account/verify-account');
      const done = await shop.client.call('POST', `/v2/customer/verification/${path}/callback`, { session, body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') } });
      expect(done.status, done.text).toBe(200);
      expect(done.data.result).toMatchObject({ method, verified: true });
      expect(await methodsOf(session)).toMatchObject({ isVerified: true });
      const replay = await shop.client.call('POST', `/v2/customer/verification/${path}/callback`, { session, body: { code: back.searchParams.get('code'), state } });
      expect(replay.status).toBe(409);
    }

    const declines = await unverifiedCustomer();
    const start = await shop.client.call('POST', '/v2/customer/verification/connectid', { session: declines, body: {} });
    const state = new URL(start.data.result.redirectUrl as string).searchParams.get('state')!;
    const answer = await shop.app.inject({ method: 'POST', url: '/sandbox/verification/connect_id', payload: `state=${state}&outcome=declined`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const back = new URL(String(answer.headers.location));
    const done = await shop.client.call('POST', '/v2/customer/verification/connectid/callback', { session: declines, body: { code: back.searchParams.get('code'), state } });
    expect(done.data.result).toMatchObject({ verified: false });
    expect(await methodsOf(declines)).toMatchObject({ isVerified: false, status: { connect_id: 'attempted' } });
    // Someone else's state is not theirs to finish.
    const other = await unverifiedCustomer();
    const stolen = await shop.client.call('POST', '/v2/customer/verification/connectid/callback', { session: other, body: { code: back.searchParams.get('code'), state } });
    expect(stolen.status).toBe(404);
  });

  it('POST /customer/verify reads where verification stands', async () => {
    const session = await unverifiedCustomer();
    const read = await shop.client.call('POST', '/v2/customer/verify', { session, body: {} });
    expect(read.status, read.text).toBe(200);
    expect(read.data.result.isVerified).toBe(false);
    expect(read.data.result.verification.methods.map((m: { type: string }) => m.type)).toEqual(['photo_id_upload', 'connect_id', 'greenid_ui', 'drivers_licence']);
  });
});
