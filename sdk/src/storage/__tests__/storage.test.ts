import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCookieStorage } from '../createCookieStorage';
import { createMemoryStorage } from '../createMemoryStorage';
import { storageNames } from '../storageNames';
import { withoutSessionSecrets } from '../withoutSessionSecrets';
import { readStoredSession, writeStoredSession } from '../storedSession';

/** A document whose cookie setter behaves like a browser's for name=value pairs. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = '', ...attributes] = line.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('max-age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('cookie storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('writes path=/, max-age and SameSite=Lax, and reads the value back', () => {
    const document = fakeDocument();
    const storage = createCookieStorage({ document, secure: false });
    storage.set('drawkit-anon-cart', 'ref 1/2', 1_209_600);
    expect(document.written).toEqual(['drawkit-anon-cart=ref%201%2F2; path=/; max-age=1209600; SameSite=Lax']);
    expect(storage.get('drawkit-anon-cart')).toBe('ref 1/2');
    expect(storage.get('other')).toBeUndefined();
  });

  it('adds Secure on https pages', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    const document = fakeDocument();
    createCookieStorage({ document }).set('a', 'b', 60);
    expect(document.written[0]).toBe('a=b; path=/; max-age=60; SameSite=Lax; Secure');
  });

  it('removes with max-age=0', () => {
    const document = fakeDocument();
    const storage = createCookieStorage({ document, secure: false });
    storage.set('a', 'b', 60);
    storage.remove('a');
    expect(storage.get('a')).toBeUndefined();
  });

  it('reads each value as the page has it now, the first of two same-named cookies winning', () => {
    let cookie = 'a=1; b=%E0%A4%A; a=2';
    const storage = createCookieStorage({ document: { get cookie() { return cookie; }, set cookie(_line: string) {} }, secure: false });
    expect(storage.get('a')).toBe('1');
    expect(storage.get('b')).toBeUndefined(); // malformed
    cookie = 'a=3';
    expect(storage.get('a')).toBe('3');
    expect(storage.get('b')).toBeUndefined();
  });

  it('keeps no session secret in a cookie, and deletes one an older version left, only when it is there', () => {
    const document = fakeDocument();
    const names = storageNames('drawkit');
    const storage = withoutSessionSecrets(createCookieStorage({ document, secure: false }), names);
    readStoredSession(storage, names);
    expect(document.written).toEqual([]); // an absent secret costs no cookie write
    document.cookie = `${names.accessToken}=old; path=/`;
    document.written.length = 0;
    expect(storage.get(names.accessToken)).toBeUndefined();
    expect(document.written).toEqual([`${names.accessToken}=; path=/; max-age=0; SameSite=Lax`]);
    expect(document.cookie).toBe('');
  });

  it('does nothing without a document (servers, workers)', () => {
    const storage = createCookieStorage();
    expect(() => storage.set('a', 'b', 60)).not.toThrow();
    expect(storage.get('a')).toBeUndefined();
  });
});

describe('memory storage', () => {
  it('forgets values after their max-age', () => {
    let now = 1_000;
    const storage = createMemoryStorage(() => now);
    storage.set('a', 'b', 10);
    now += 9_999;
    expect(storage.get('a')).toBe('b');
    now += 1;
    expect(storage.get('a')).toBeUndefined();
  });
});

describe('stored session', () => {
  const names = storageNames('shop');

  it('prefixes every name with the storage prefix', () => {
    expect(names.anonCart).toBe('shop-anon-cart');
    expect(names.partnerCart('demo-partner')).toBe('shop-partner-cart-demo-partner');
    expect(storageNames().customerToken).toBe('drawkit-customer-token');
  });

  it('"Stored session, customer, token and pricing ids are accepted only if they contain letters, digits, hyphen or underscore"', () => {
    const storage = createMemoryStorage();
    storage.set(names.customerId, 'cust_1', 60);
    storage.set(names.customerToken, 'bad token;', 60);
    storage.set(names.sessionId, '<script>', 60);
    storage.set(names.pricingId, 'pricing-2', 60);
    storage.set(names.accessToken, 'eyJ.abc-_.sig', 60);
    const session = readStoredSession(storage, names);
    expect(session).toMatchObject({ customerId: 'cust_1', customerToken: null, sessionId: null, pricingId: 'pricing-2', accessToken: 'eyJ.abc-_.sig' });
    // Discarded values are deleted, not left to be read again.
    expect(storage.get(names.customerToken)).toBeUndefined();
  });

  it('never writes an invalid id', () => {
    const storage = createMemoryStorage();
    writeStoredSession(storage, names, { customerId: 'ok_1', sessionId: 'not ok' }, 60);
    expect(storage.get(names.customerId)).toBe('ok_1');
    expect(storage.get(names.sessionId)).toBeUndefined();
  });
});
