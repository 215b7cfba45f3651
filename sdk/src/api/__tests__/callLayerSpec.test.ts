/** The call layer to the letter of shop-core §7 'Call layer', §8 and shop-specialised §7, §8. */
import { HEADERS, type RouteName } from '@drawkit/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_KEY, DISCOVERY_URL, ORIGIN, createFakeServer, fail, ok, type FakeServer } from '../../__tests__/fakeServer';
import type { DrawkitConfig } from '../../clientTypes';
import { isApiError } from '../../errors/ApiError';
import { createApiClient, type ApiIdentity } from '../createApiClient';

const SIGNED_IN: ApiIdentity = {
  isAuthenticated: true,
  accessToken: 'access.1',
  refreshToken: 'refresh.1',
  customerToken: 'ctok_1',
  customerId: 'cust_1',
  sessionId: 'sess_1',
};

function client(server: FakeServer, config: Partial<DrawkitConfig> = {}, identity: ApiIdentity = SIGNED_IN) {
  server.customerTokens.set('access.1', 'ctok_1');
  const onError = vi.fn();
  const api = createApiClient({
    config: { discoveryUrl: DISCOVERY_URL, appKey: APP_KEY, fetch: server.fetch, onError, ...config },
    identity: () => identity,
    onTokensRefreshed: () => undefined,
    onUnauthorised: () => undefined,
  });
  return { api, onError };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('"Methods GET, POST, PUT, DELETE, PATCH"', () => {
  it.each<[RouteName, string, Record<string, string>]>([
    ['cartGet', 'GET', {}],
    ['cartAddItem', 'POST', {}],
    ['cartUpdateItem', 'PUT', { id: 'i1' }],
    ['cartDeleteItem', 'DELETE', { id: 'i1' }],
    ['customerConfirmAddress', 'PATCH', {}],
  ])('%s goes as %s', async (route, method, params) => {
    const server = createFakeServer();
    server.on(route, () => ok({}));
    const { api } = client(server);
    await api.request(route, { params, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) });
    expect(server.calls(route)[0]?.method).toBe(method);
  });
});

describe('bodies', () => {
  it('"multipart bodies are sent raw": a FormData goes as multipart with its own boundary', async () => {
    const server = createFakeServer();
    server.on('customerVerificationFiles', () => ok({}));
    const { api } = client(server);
    const form = new FormData();
    form.set('document_type', 'drivers_licence');
    form.set('file', new Blob(['front'], { type: 'image/png' }), 'front.png');
    await api.request('customerVerificationFiles', { body: form });
    const call = server.calls('customerVerificationFiles')[0]!;
    expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = call.body as Record<string, unknown>;
    expect(body['document_type']).toBe('drivers_licence');
    expect(await (body['file'] as Blob).text()).toBe('front');
  });

  it('"Form bodies are urlencoded when flagged": POST /transfer sends token as a form', async () => {
    const server = createFakeServer();
    server.on('transfer', () => ok({}));
    const { api } = client(server);
    await api.request('transfer', { body: { token: 'tok_1' } });
    const call = server.calls('transfer')[0]!;
    expect(call.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call.body).toEqual({ token: 'tok_1' });
  });
});

describe('responses', () => {
  it('"PDF responses return as a blob URL"', async () => {
    const server = createFakeServer();
    const pdf = new TextEncoder().encode('%PDF-1.7 receipt');
    server.on('checkout', () => ({ bytes: { data: pdf, contentType: 'application/pdf' } }));
    const { api } = client(server);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    try {
      const { result } = await api.request<string>('checkout', { params: { checkoutId: 'chk_1' } });
      expect(result).toMatch(/^blob:/);
      expect(createObjectURL).toHaveBeenCalledTimes(1);
      expect(createObjectURL.mock.results[0]?.value).toBe(result);
      const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
      expect(blob.type).toBe('application/pdf');
      expect(await blob.text()).toBe('%PDF-1.7 receipt');
    } finally {
      createObjectURL.mockRestore();
    }
  });

  it('returns the PDF as a Blob where blob URLs do not exist', async () => {
    const server = createFakeServer();
    server.on('checkout', () => ({ bytes: { data: new TextEncoder().encode('%PDF'), contentType: 'application/pdf' } }));
    const { api } = client(server);
    const original = URL.createObjectURL;
    (URL as { createObjectURL?: unknown }).createObjectURL = undefined;
    try {
      const { result } = await api.request<Blob>('checkout', { params: { checkoutId: 'chk_1' } });
      expect(result).toBeInstanceOf(Blob);
      expect(await result.text()).toBe('%PDF');
    } finally {
      URL.createObjectURL = original;
    }
  });

  it('"failures carry error, errors, messages": each is read into messages', async () => {
    const server = createFakeServer();
    const { api } = client(server);
    server.on('config', () => ({ status: 400, body: { error: 'Bad pricing id' }, raw: true }));
    const single = await rejectionOf(api.request('config'));
    expect(isApiError(single) && single.messages).toEqual([{ message: 'Bad pricing id', code: 'error', level: 'error' }]);
    expect((single as Error).message).toBe('Bad pricing id');

    server.on('signup', () => ({ status: 422, body: { errors: { account_number: ['Too short'] } }, raw: true }));
    const fields = await rejectionOf(api.request('signup', { body: {} }));
    expect(isApiError(fields) && fields.messages).toEqual([{ message: 'Too short', code: 'error', level: 'error', field: 'accountNumber' }]);
  });

  it('"Responses without a body are reported and treated as empty errors"', async () => {
    const server = createFakeServer();
    server.on('config', () => ({ status: 400 }));
    const { api, onError } = client(server);
    const error = await rejectionOf(api.request('config'));
    expect(isApiError(error) && error.messages).toEqual([]);
    expect((error as Error).message).toBe(`The API responded with a 400 error when requesting the following url ${ORIGIN}/v2/config`);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error, { url: `${ORIGIN}/v2/config` });
  });

  it('"5xx is reported to an error-reporting service"; an explained 4xx is not', async () => {
    const server = createFakeServer();
    const { api, onError } = client(server);
    server.on('config', () => fail('internal_error'));
    const serverError = await rejectionOf(api.request('config'));
    expect(onError).toHaveBeenCalledWith(serverError, { url: `${ORIGIN}/v2/config` });
    onError.mockClear();
    server.on('partner', () => fail('not_found'));
    await rejectionOf(api.request('partner', { params: { slug: 'x' } }));
    expect(onError).not.toHaveBeenCalled();
  });

  it('"408 and 418 are not reported": a dropped connection (network request → 408) is not reported', async () => {
    const server = createFakeServer();
    server.on('config', () => ok({}));
    const { api, onError } = client(server);
    await api.discover();
    server.failNetwork();
    await rejectionOf(api.request('config'));
    expect(onError).not.toHaveBeenCalled();
  });

  it('"custom client errors are reported": a missing discovery URL reaches onError', async () => {
    const server = createFakeServer();
    const { api, onError } = client(server, { discoveryUrl: '' });
    await rejectionOf(api.request('config'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]![0] as Error).message).toBe('discovery service url is not set');
  });

  it('"Aborted requests are rejected quietly": never reported', async () => {
    const server = createFakeServer();
    server.on('config', () => ok({}));
    const { api, onError } = client(server);
    await api.discover();
    const controller = new AbortController();
    controller.abort();
    await rejectionOf(api.request('config', { signal: controller.signal }));
    expect(onError).not.toHaveBeenCalled();
  });

  it('a throwing reporter does not change the failure the caller sees', async () => {
    const server = createFakeServer();
    server.on('config', () => fail('internal_error'));
    const { api } = client(server, { onError: () => { throw new Error('reporter down'); } });
    const error = await rejectionOf(api.request('config'));
    expect(isApiError(error) && error.status).toBe(500);
  });
});

describe('"Other service families" through discovery', () => {
  it('calls a route on the family named by the service option, signed like the main API', async () => {
    // The fake server names a call by its URL: /social/v3/config is the contract's partyConfig.
    const server = createFakeServer();
    server.on('partyConfig', () => ok({ minPlayers: 2 }));
    const { api } = client(server);
    await api.request('config', { service: 'social' });
    const call = server.calls('partyConfig')[0]!;
    expect(call.url.href).toBe(`${ORIGIN}/social/v3/config`);
    expect(call.service).toBe('social');
    expect(call.headers.get(HEADERS.signature)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('"5 min for lotto party config": the group-play /config is kept 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = createFakeServer();
    server.on('partyConfig', () => ok({}));
    server.on('config', () => ok({}));
    const { api } = client(server);
    await api.request('config', { service: 'social' });
    vi.setSystemTime(Date.now() + 5 * 60_000 - 1000);
    await api.request('config', { service: 'social' });
    expect(server.calls('partyConfig')).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2000);
    await api.request('config', { service: 'social' });
    expect(server.calls('partyConfig')).toHaveLength(2);
    // The main API's /config is a different answer, cached on its own.
    await api.request('config');
    expect(server.calls('config')).toHaveLength(1);
    expect(server.calls('partyConfig')).toHaveLength(2);
  });

  it('keeps one customer\'s cached answers from another', async () => {
    const server = createFakeServer();
    server.customerTokens.set('access.2', 'ctok_2');
    server.on('capabilities', (request) => ok({ who: request.headers.get(HEADERS.customerId) }));
    const identity = { ...SIGNED_IN };
    const { api } = client(server, {}, identity);
    await api.request('capabilities');
    Object.assign(identity, { customerId: 'cust_2', customerToken: 'ctok_2', accessToken: 'access.2' });
    const second = await api.request<{ who: string }>('capabilities');
    expect(second.result.who).toBe('cust_2');
  });
});
