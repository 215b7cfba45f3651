/**
 * The bad input the route fuzz suite sends: values to put in a field, whole bodies (as raw
 * bytes, so they can be malformed), content types, header values, path parameters and query
 * strings. Fixed lists cover the known ways in; `randomJsonBodies` adds seeded random ones.
 */
import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../../app';

/** Nested arrays `depth` deep, as a value. */
export function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i += 1) value = [value];
  return value;
}

/** Values to put in one field of an otherwise good body. */
export const BAD_FIELD_VALUES: readonly (readonly [label: string, value: unknown])[] = [
  ['NUL', 'a\u0000b'],
  ['C0 controls', '\u0001\u0007\u001b[2J'],
  ['DEL', 'a\u007f'],
  ['C1 controls', 'a\u0085\u009b'],
  ['lone high surrogate', 'a\ud800'],
  ['lone low surrogate', '\udc00b'],
  ['line breaks and tab', 'a\r\nb\tc'],
  ['bidi override', 'a\u202eb'],
  ['emoji', '\u{1F600}\u{1F389}'],
  ['empty', ''],
  ['spaces', '   '],
  ['long string', 'x'.repeat(20_000)],
  ['markup', '<script>alert(1)</script>'],
  ['quote and comment', "' OR 1=1; --"],
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 0.5],
  ['huge number', 1e308],
  // biome-ignore lint/correctness/noPrecisionLoss: a number past int64 is the input under test.
  ['beyond int64', 9_223_372_036_854_775_808],
  ['unsafe integer', 2 ** 53 + 1],
  ['NaN as text', 'NaN'],
  ['Infinity as text', 'Infinity'],
  ['number as text', '1e400'],
  ['object', {}],
  ['array', []],
  ['arrays 30 deep', nestedArrays(30)],
  ['long array', Array.from({ length: 5_000 }, () => 1)],
  ['constructor key', { constructor: { prototype: { admin: true } } }],
];

/** Text values only, for form fields and query parameters. */
export const BAD_TEXT_VALUES: readonly (readonly [label: string, value: string])[] = BAD_FIELD_VALUES.filter(
  (entry): entry is readonly [string, string] => typeof entry[1] === 'string',
);

/** A raw body and the content type it goes with. */
export interface RawBody {
  label: string;
  payload: string | Buffer;
}

const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Bodies of every shape but the right one; sent as JSON. */
export const RAW_JSON_BODIES: readonly RawBody[] = [
  { label: 'null', payload: 'null' },
  { label: 'empty array', payload: '[]' },
  { label: 'string', payload: '"text"' },
  { label: 'number', payload: '42' },
  { label: 'true', payload: 'true' },
  { label: 'empty object', payload: '{}' },
  { label: 'unknown keys', payload: '{"no_such_field": 1, "another": "x"}' },
  { label: 'arrays 32 deep', payload: deepArray(32) },
  { label: 'arrays 33 deep', payload: deepArray(33) },
  { label: 'arrays 20,000 deep', payload: deepArray(20_000) },
  { label: 'objects 33 deep', payload: deepObject(33) },
  { label: 'objects 5,000 deep', payload: deepObject(5_000) },
  { label: 'email 20,000 deep', payload: `{"email": ${deepArray(20_000)}}` },
  { label: 'brackets inside a string', payload: `{"email": "${'['.repeat(5_000)}"}` },
  { label: 'truncated object', payload: '{"email": ' },
  { label: 'lone brace', payload: '{' },
  { label: 'unterminated string', payload: '{"a": "b' },
  { label: 'trailing brace', payload: '{"a": 1}}' },
  { label: 'two values', payload: '{"a": 1} {"b": 2}' },
  { label: 'comma', payload: ',' },
  { label: 'NaN literal', payload: '{"amount": NaN}' },
  { label: 'Infinity literal', payload: '{"amount": -Infinity}' },
  { label: 'number beyond double', payload: '{"amount": 1e99999}' },
  { label: 'long integer', payload: '{"amount": 123456789012345678901234567890}' },
  { label: 'hex number', payload: '{"amount": 0x10}' },
  { label: 'negative zero', payload: '{"amount": -0}' },
  { label: '__proto__ key', payload: '{"__proto__": {"admin": true}}' },
  { label: 'nested __proto__ key', payload: '{"a": {"__proto__": {"admin": true}}}' },
  { label: 'constructor.prototype', payload: '{"constructor": {"prototype": {"admin": true}}}' },
  { label: 'escaped NUL', payload: '{"email": "a\\u0000b", "password": "\\u0000"}' },
  { label: 'raw NUL in a string', payload: '{"email": "a\u0000b"}' },
  { label: 'escaped lone surrogate', payload: '{"email": "\\ud800", "password": "\\udfff"}' },
  { label: 'invalid UTF-8 bytes', payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]) },
  { label: 'UTF-8 byte order mark', payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a": 1}')]) },
  { label: 'UTF-16 text', payload: Buffer.from('{"email": "a@b.co"}', 'utf16le') },
  { label: 'duplicate keys', payload: '{"email": "a@b.co", "email": ["x"]}' },
  { label: 'array of 30,000 numbers', payload: `[${'0,'.repeat(30_000)}0]` },
  { label: 'whitespace only', payload: '   \n\t ' },
  { label: 'empty', payload: '' },
];

/** A JSON object of exactly `bytes` bytes (one long string field). */
export function jsonOfSize(bytes: number): string {
  const frame = '{"padding":""}';
  return `{"padding":"${'x'.repeat(Math.max(0, bytes - frame.length))}"}`;
}

/** A form body of exactly `bytes` bytes. */
export function formOfSize(bytes: number): string {
  return `padding=${'x'.repeat(Math.max(0, bytes - 'padding='.length))}`;
}

/** Bodies around the 64 KB limit, sent as JSON or as a form. */
export const SIZED_BODIES: readonly { label: string; json: boolean; payload: string }[] = [
  { label: 'JSON 1 byte under the limit', json: true, payload: jsonOfSize(BODY_LIMIT_BYTES - 1) },
  { label: 'JSON at the limit', json: true, payload: jsonOfSize(BODY_LIMIT_BYTES) },
  { label: 'JSON 1 byte over the limit', json: true, payload: jsonOfSize(BODY_LIMIT_BYTES + 1) },
  { label: 'JSON of 1 MB', json: true, payload: jsonOfSize(1024 * 1024) },
  { label: 'form 1 byte under the limit', json: false, payload: formOfSize(BODY_LIMIT_BYTES - 1) },
  { label: 'form 1 byte over the limit', json: false, payload: formOfSize(BODY_LIMIT_BYTES + 1) },
];

/** Raw form bodies. */
export const RAW_FORM_BODIES: readonly RawBody[] = [
  { label: 'bad percent encoding', payload: 'a=%ZZ&b=%E0%A4%A&c=%' },
  { label: 'NUL', payload: 'email=%00&password=%00&refresh_token=%00' },
  { label: 'repeated keys', payload: 'amount=1&amount=2&amount=3' },
  { label: 'bracket keys', payload: 'a[b][c]=1&card[number]=4242' },
  { label: '__proto__ keys', payload: '__proto__=x&constructor[prototype][admin]=1&__proto__[admin]=1' },
  { label: 'keys only', payload: '&&&=&a&=b' },
  { label: 'many keys', payload: Array.from({ length: 3_000 }, (_, i) => `k${i}=v`).join('&') },
  { label: 'JSON text', payload: '{"email": "a@b.co"}' },
];

/** Content types (and encodings) sent with a JSON text body. */
export const CONTENT_TYPE_CASES: readonly { label: string; headers: Record<string, string>; omitContentType?: true }[] = [
  { label: 'no content type', headers: {}, omitContentType: true },
  { label: 'text/plain', headers: { 'content-type': 'text/plain' } },
  { label: 'utf-16 charset', headers: { 'content-type': 'application/json; charset=utf-16' } },
  { label: 'latin1 charset', headers: { 'content-type': 'application/json; charset=latin1' } },
  { label: 'empty charset', headers: { 'content-type': 'application/json;charset=' } },
  { label: 'unicode charset', headers: { 'content-type': 'application/json; charset=\u00fc\u2603' } },
  { label: 'upper case', headers: { 'content-type': 'APPLICATION/JSON' } },
  { label: 'two types', headers: { 'content-type': 'application/json, text/plain' } },
  { label: 'JSON sent as a form', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { label: 'multipart', headers: { 'content-type': 'multipart/form-data; boundary=----fuzz' } },
  { label: 'json suffix type', headers: { 'content-type': 'application/vnd.api+json' } },
  { label: 'xml', headers: { 'content-type': 'application/xml' } },
  { label: 'near miss', headers: { 'content-type': 'application/jsonx' } },
  { label: 'many parameters', headers: { 'content-type': `application/json; ${'a=b; '.repeat(500)}` } },
  { label: 'gzip encoding (not compressed)', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
  { label: 'bogus encoding', headers: { 'content-type': 'application/json', 'content-encoding': 'x-bogus, br' } },
  { label: 'content length too small', headers: { 'content-type': 'application/json', 'content-length': '3' } },
  { label: 'content length too large', headers: { 'content-type': 'application/json', 'content-length': '9999' } },
  { label: 'content length not a number', headers: { 'content-type': 'application/json', 'content-length': 'abc' } },
];

/** Header values to try, one header at a time. `null` leaves the header out. */
export const HEADER_CASES: readonly { header: string; label: string; value: string | string[] | null }[] = [
  ...(['x-app-key', 'x-timestamp', 'x-signature'] as const).flatMap((header) => [
    { header, label: 'missing', value: null },
    { header, label: 'empty', value: '' },
    { header, label: 'huge', value: 'a'.repeat(20_000) },
    { header, label: 'unicode', value: 'schl\u00fcssel-\u2603-\u{1F600}' },
    { header, label: 'repeated', value: ['drawkit-storefront', 'demo-partner'] },
    { header, label: 'NUL', value: 'a\u0000b' },
  ]),
  { header: 'x-app-key', label: 'unknown', value: 'nobody' },
  { header: 'x-app-key', label: 'another app', value: 'demo-partner' },
  { header: 'x-timestamp', label: 'NaN', value: 'NaN' },
  { header: 'x-timestamp', label: 'beyond double', value: '1e309' },
  { header: 'x-timestamp', label: 'negative', value: '-1' },
  { header: 'x-timestamp', label: '25 digits', value: '9'.repeat(25) },
  { header: 'x-timestamp', label: 'fraction', value: '1773187200.5' },
  { header: 'x-timestamp', label: 'hex', value: '0x69b0b280' },
  { header: 'x-signature', label: 'wrong', value: 'f'.repeat(64) },
  { header: 'x-signature', label: 'not hex', value: 'z'.repeat(64) },
  { header: 'authorization', label: 'missing', value: null },
  { header: 'authorization', label: 'bare scheme', value: 'Bearer' },
  { header: 'authorization', label: 'empty token', value: 'Bearer ' },
  { header: 'authorization', label: 'garbage token', value: 'Bearer x' },
  { header: 'authorization', label: 'three dots', value: 'Bearer a.b.c' },
  { header: 'authorization', label: 'alg none', value: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
  { header: 'authorization', label: 'basic', value: 'Basic YTpi' },
  { header: 'authorization', label: 'huge', value: `Bearer ${'a'.repeat(20_000)}` },
  { header: 'authorization', label: 'unicode', value: 'Bearer \u2603.\u2603.\u2603' },
  { header: 'authorization', label: 'repeated', value: ['Bearer a', 'Bearer b'] },
  { header: 'idempotency-key', label: 'missing', value: null },
  { header: 'idempotency-key', label: 'empty', value: '' },
  { header: 'idempotency-key', label: 'space', value: 'a b' },
  { header: 'idempotency-key', label: 'too long', value: 'k'.repeat(300) },
  { header: 'idempotency-key', label: 'unicode', value: 'schl\u00fcssel-\u{1F600}' },
  { header: 'idempotency-key', label: 'NUL', value: 'a\u0000b' },
  { header: 'idempotency-key', label: 'repeated', value: ['key-1', 'key-2'] },
  { header: 'x-request-id', label: 'huge', value: 'r'.repeat(20_000) },
  { header: 'x-request-id', label: 'unicode', value: '\u2603-\u{1F600}' },
  { header: 'x-request-id', label: 'repeated', value: ['req-1', 'req-2'] },
  { header: 'x-request-id', label: 'markup', value: '<script>' },
  { header: 'origin', label: 'empty', value: '' },
  { header: 'origin', label: 'null', value: 'null' },
  { header: 'origin', label: 'stranger', value: 'https://evil.example' },
  { header: 'origin', label: 'huge', value: `https://${'a'.repeat(20_000)}.example` },
  { header: 'origin', label: 'unicode', value: 'https://\u00fc\u2603.example' },
  { header: 'origin', label: 'repeated', value: ['http://localhost:8080', 'https://evil.example'] },
  { header: 'cookie', label: 'garbage', value: '=;;=a; b=%ZZ; c' },
  { header: 'cookie', label: 'huge', value: `drawkit_refresh=${'c'.repeat(20_000)}` },
  { header: 'cookie', label: 'unicode and NUL', value: 'drawkit_refresh=\u2603\u0000; refresh_token=\u{1F600}' },
  { header: 'accept', label: 'odd', value: 'text/html;q=abc, */*;q=-1' },
  { header: 'x-api-version', label: 'odd', value: '99.99.99-\u2603' },
  { header: 'x-forwarded-for', label: 'odd', value: 'not-an-ip, 999.999.999.999, \u2603' },
];

/** Values for one path parameter, already in URL form. */
export const PATH_PARAM_CASES: readonly (readonly [label: string, value: string])[] = [
  ['encoded slash', 'a%2Fb'],
  ['encoded NUL', 'a%00b'],
  ['dot dot', '..'],
  ['encoded dot dot', '%2E%2E'],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['long', 'p'.repeat(300)],
  ['just under the parameter limit', 'p'.repeat(200)],
  ['unicode', '%E2%98%83%F0%9F%98%80'],
  ['bad percent encoding', '%E0%A4%A'],
  ['bad percent', '%ZZ'],
  ['20 digits', '99999999999999999999'],
  ['negative', '-1'],
  ['zero', '0'],
  ['exponent', '1e5'],
  ['fraction', '1.5'],
  ['NaN', 'NaN'],
  ['space', '%20'],
  ['markup', '%3Cscript%3E'],
  ['quote', "'%22"],
];

/** Query strings appended to a route's URL. */
export const QUERY_CASES: readonly (readonly [label: string, query: string])[] = [
  ['repeated keys', 'limit=1&limit=2&keys=a&keys=b'],
  ['bracket keys', 'a[b][c]=1&filter[x]=y'],
  ['__proto__ keys', '__proto__=x&constructor[prototype][admin]=1&__proto__[admin]=true'],
  ['huge value', `limit=${'9'.repeat(20_000)}`],
  ['NUL', '%00=%00&to=a%00b&token=%00&app_key=%00'],
  ['bad percent encoding', 'a=%E0%A4%A&%ZZ=1&b=%'],
  ['beyond double', 'limit=1e309&offset=1e309'],
  ['negative', 'limit=-1&offset=-1'],
  ['NaN', 'limit=NaN&offset=Infinity'],
  ['20 digits', 'limit=99999999999999999999&drawNo=99999999999999999999'],
  ['empty pairs', '&&&=&=='],
  ['many keys', Array.from({ length: 2_000 }, (_, i) => `k${i}=v`).join('&')],
  ['unicode', 'keys=%E2%98%83&slug=%F0%9F%98%80'],
];

/** Seeded random JSON bodies (fast-check), some of them objects with random values. */
export function randomJsonBodies(seed: number, count: number): RawBody[] {
  const values = fc.sample(
    fc.oneof(
      fc.jsonValue({ maxDepth: 5 }),
      fc.dictionary(fc.string({ unit: 'binary', maxLength: 12 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 6 }),
    ),
    { seed, numRuns: count },
  );
  return values.map((value, i) => ({ label: `random #${i}`, payload: JSON.stringify(value) ?? 'null' }));
}

/** Seeded random strings of any code units (lone surrogates included), for text fields. */
export function randomStrings(seed: number, count: number): string[] {
  return fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed, numRuns: count });
}
