/**
 * Bad input is a 4xx with a clear message and writes nothing (issue 10): deeply nested JSON,
 * NUL and other control characters in text, and the body size limit. The route fuzz suite
 * (routeFuzz.test.ts) sends the rest.
 */
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app';
import { DEMO_CUSTOMER } from '../seed/catalogueData';
import { signUp, signupRequest, uniqueKey } from './helpers/fixtures';
import { testBackends } from './helpers/testBackends';
import { useTestShop } from './helpers/testShop';
import { installWriteCounter, type WriteCounter } from './helpers/writeCounter';

const NOT_ALLOWED = 'This field contains characters that are not allowed.';

/** `{"email": [[[ … ]]]}` nested `depth` arrays deep, as raw JSON text. */
function deepEmailBody(depth: number): string {
  return `{"email": ${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

describe.each(testBackends())('bad input on $name', (backend) => {
  const shop = useTestShop(backend);
  let writes: WriteCounter;

  async function writesDuring(work: () => Promise<void>): Promise<number> {
    writes ??= await installWriteCounter(shop.database);
    await writes.takeChanges();
    await work();
    return (await writes.takeChanges()).rows;
  }

  describe('deeply nested JSON', () => {
    it.each(['/v2/login', '/v2/check-email'])('answers a signed body nested 20,000 deep to %s with 400, not 500', async (url) => {
      const response = await shop.client.call('POST', url, { raw: { payload: deepEmailBody(20_000), contentType: 'application/json' } });
      expect(response.status, response.text).toBe(400);
      expect(response.json).toEqual({
        result: null,
        messages: [{ message: 'The request body is nested too deeply (at most 32 levels).', code: 'bad_request', level: 'error' }],
      });
    });

    it('refuses nesting before the signature is checked, so an unsigned deep body costs no more than a signed one', async () => {
      const response = await shop.client.call('POST', '/v2/login', {
        signature: null,
        raw: { payload: deepEmailBody(20_000), contentType: 'application/json' },
      });
      expect(response.status).toBe(400);
    });

    it('reads a body nested up to 32 levels as usual, and counts brackets inside strings as text', async () => {
      const atLimit = await shop.client.call('POST', '/v2/login', { raw: { payload: deepEmailBody(31), contentType: 'application/json' } });
      expect(atLimit.status).toBe(422);
      expect(atLimit.json.messages[0].field).toBe('email');
      const bracketsInText = await shop.client.call('POST', '/v2/check-email', {
        body: { emailOrToken: `${'[{'.repeat(100)}"\\"${']}'.repeat(100)}@example.test` },
      });
      expect(bracketsInText.status, bracketsInText.text).toBeLessThan(500);
      expect(bracketsInText.json.messages[0]?.code).not.toBe('bad_request');
    });
  });

  it('keeps the 64 KB body limit: a byte over is 413, a byte under is read', async () => {
    const frame = '{"email":""}';
    const sized = (bytes: number) => `{"email":"${'x'.repeat(bytes - frame.length)}"}`;
    const over = await shop.client.call('POST', '/v2/login', { raw: { payload: sized(BODY_LIMIT_BYTES + 1), contentType: 'application/json' } });
    expect(over.status).toBe(413);
    expect(over.json.messages[0].code).toBe('payload_too_large');
    const under = await shop.client.call('POST', '/v2/login', { raw: { payload: sized(BODY_LIMIT_BYTES - 1), contentType: 'application/json' } });
    expect(under.status).toBe(422);
    expect(under.json.messages.map((m: { field?: string }) => m.field)).toContain('email');
  });

  describe('NUL and other control characters in text fields', () => {
    it('refuses a NUL byte in a sign-up field with 422 naming the field, and writes nothing', async () => {
      const email = `${uniqueKey('nul')}@example.test`;
      let response: Awaited<ReturnType<typeof shop.client.call>> | undefined;
      const written = await writesDuring(async () => {
        response = await shop.client.call('POST', '/v2/signup', { body: signupRequest({ email, firstname: 'Sam\u0000' }) });
      });
      expect(response?.status, response?.text).toBe(422);
      expect(response?.json.messages).toEqual([{ message: NOT_ALLOWED, code: 'validation_failed', level: 'error', field: 'firstname' }]);
      expect(written).toBe(0);
      // The same sign-up without the NUL is written (so the count above can see a write).
      const good = await writesDuring(async () => {
        response = await shop.client.call('POST', '/v2/signup', { body: signupRequest({ email, firstname: 'Sam' }) });
      });
      expect(response?.status).toBe(201);
      expect(good).toBeGreaterThan(0);
    });

    it('refuses a NUL byte in check-email with 422 naming the field, and writes nothing', async () => {
      let response: Awaited<ReturnType<typeof shop.client.call>> | undefined;
      const written = await writesDuring(async () => {
        response = await shop.client.call('POST', '/v2/check-email', { body: { emailOrToken: 'demo@drawkit.test\u0000' } });
      });
      expect(response?.status, response?.text).toBe(422);
      expect(response?.json.messages[0]).toMatchObject({ message: NOT_ALLOWED, field: 'emailOrToken' });
      expect(written).toBe(0);
    });

    it('refuses control characters in free text of a signed-in call (sign-up metadata keys and values)', async () => {
      for (const metadata of [{ source: 'ad\u0007' }, { 'so\u0000urce': 'ad' }, { source: 'line\nbreak' }, { source: '\ud800' }]) {
        const response = await shop.client.call('POST', '/v2/signup', { body: signupRequest({ metadata } as never) });
        expect(response.status, `${JSON.stringify(metadata)} → ${response.text}`).toBe(422);
        expect(response.json.messages[0].message).toBe(NOT_ALLOWED);
        expect(response.json.messages[0].field).toMatch(/^metadata/);
      }
    });

    it('refuses a password ending in NUL, which scrypt would take for the same password without it', async () => {
      // scrypt keys HMAC with the password, and HMAC pads keys with zero bytes: "pw" and "pw\0" hash alike.
      const response = await shop.client.call('POST', '/v2/login', { body: { email: DEMO_CUSTOMER.email, password: `${DEMO_CUSTOMER.password}\u0000` } });
      expect(response.status, response.text).toBe(422);
      expect(response.json.messages[0]).toMatchObject({ message: NOT_ALLOWED, field: 'password' });
    });

    it('refuses a NUL byte in a form field the same way', async () => {
      const session = await signUp(shop.client);
      const response = await shop.client.call('POST', '/v2/customer/change-password', {
        session,
        form: { current_password: 'correct horse battery\u0000', new_password: 'another good one' },
      });
      expect(response.status, response.text).toBe(422);
      expect(response.json.messages[0]).toMatchObject({ message: NOT_ALLOWED, field: 'currentPassword' });
    });
  });
});
