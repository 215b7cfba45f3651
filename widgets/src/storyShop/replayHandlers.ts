/**
 * MSW handlers that answer a story's calls from a recording (recordAnswers.ts): one handler per
 * contract route the scenario called, on the paths @drawkit/contract gives, each returning what
 * the real shop answered. Nothing is computed: no price, promotion, validation or cart sum.
 *
 * The recording is a sequence, so the handlers replay it in order. A call that changes something
 * (POST, PUT, DELETE) gets the next recorded answer for its path, the one with the same body if
 * the body was recorded; a GET gets the answer recorded last before the next change, so reading
 * the cart again after removing a ticket gives the cart as the shop had it then.
 */
import { DRAW_EVENTS_PATH, ROUTES, SERVICE_PREFIXES, type ServiceName } from '@drawkit/contract';
import { HttpResponse, http, type HttpHandler } from 'msw';
import type { RecordedCall, Recording } from './recording';

export interface Replay {
  /** The handlers to hand MSW (`parameters.msw.handlers`). */
  handlers: HttpHandler[];
  /** Starts the recording over: each story render begins where the recording begins. */
  restart(): void;
}

const HANDLER_OF = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

const isChange = (key: string): boolean => !key.startsWith('GET ');

export function replayHandlers(recording: Recording): Replay {
  const { calls } = recording;
  /** Index of the last change answered; -1 before any. */
  let position = -1;

  function answerFor(key: string, body: unknown): RecordedCall | undefined {
    if (isChange(key)) {
      const ahead = calls.map((call, index) => ({ call, index })).filter(({ call, index }) => call.key === key && index > position);
      const found = ahead.find(({ call }) => sameJson(call.body, body)) ?? ahead[0];
      if (found) {
        position = found.index;
        return found.call;
      }
      // Asked again after the recording ran out: the last answer for it stands.
      return calls.findLast((call) => call.key === key);
    }
    const nextChange = calls.findIndex((call, index) => index > position && isChange(call.key));
    const before = calls.slice(0, nextChange === -1 ? calls.length : nextChange).findLast((call) => call.key === key);
    return before ?? calls.find((call) => call.key === key);
  }

  const routes = [...new Set(calls.map((call) => call.route))];
  const handlers = routes.map((route) => {
    const spec = route === 'discover' ? { method: 'GET' as const, path: '/discover', prefix: '' } : withPrefix(ROUTES[route]);
    const resolver = async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}${url.search}`;
      const call = answerFor(key, await bodyOf(request));
      if (!call) {
        return HttpResponse.json(
          { result: null, messages: [{ code: 'not_recorded', level: 'error', message: `The story's recording "${recording.scenario}" has no answer for ${key}: add the call to its scenario and run npm run stories:record.` }] },
          { status: 501 },
        );
      }
      return call.answer === null ? new HttpResponse(null, { status: call.status }) : HttpResponse.json(call.answer, { status: call.status });
    };
    return HANDLER_OF[spec.method](`${recording.origin}${spec.prefix}${spec.path}`, resolver);
  });
  // Live draw and giveaway events: a recording holds none, so the stream stays open and quiet, as
  // the shop's does between draws (a 501 would have the page retry the stream forever).
  const quietEvents = http.get(
    `${recording.origin}${SERVICE_PREFIXES.main}${DRAW_EVENTS_PATH}`,
    () => new HttpResponse(new ReadableStream({ start() {} }), { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' } }),
  );
  // Anything else on the shop's origin was never recorded: say so rather than reach a real server.
  const unrecorded = http.all(`${recording.origin}/*`, ({ request }) =>
    HttpResponse.json(
      { result: null, messages: [{ code: 'not_recorded', level: 'error', message: `The story's recording "${recording.scenario}" has no ${request.method} ${new URL(request.url).pathname}: add the call to its scenario and run npm run stories:record.` }] },
      { status: 501 },
    ),
  );
  return {
    handlers: [...handlers, quietEvents, unrecorded],
    restart() {
      position = -1;
    },
  };
}

function withPrefix(spec: (typeof ROUTES)[keyof typeof ROUTES]): { method: (typeof ROUTES)[keyof typeof ROUTES]['method']; path: string; prefix: string } {
  const service: ServiceName = ('service' in spec ? spec.service : undefined) ?? 'main';
  return { method: spec.method, path: spec.path, prefix: SERVICE_PREFIXES[service] };
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const text = await request.clone().text();
  if (!text) return null;
  const type = request.headers.get('content-type') ?? '';
  return type.includes('json') ? (JSON.parse(text) as unknown) : Object.fromEntries(new URLSearchParams(text));
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
