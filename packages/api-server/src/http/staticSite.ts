/**
 * The storefront and the element bundle, served by the API server: files of build/elements at
 * `/<file>` with `Access-Control-Allow-Origin: *` (public code partners load), then files of
 * build/host-app, then index.html for page requests (the storefront routes in the browser).
 * API paths never fall back to the page. Every page carries the storefront's security headers
 * (securityHeaders.ts), on a 304 too; a partner's pages (`/purchase/<slug>/...`) may be framed by
 * that partner's registered origins instead of the storefront's.
 *
 * Files go out compressed from the `.br` and `.gz` copies the build writes beside them
 * (scripts/bundling/precompress.mjs), chosen by Accept-Encoding. Content-hashed files (a new
 * build gives them new names) are cached for a year, `immutable`; the rest (the elements entry
 * a partner's page names, index.html) are revalidated on every use by their ETag (304).
 */
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './AppDeps';
import { findApp, originsOf } from './appRegistry';
import { sendFailure } from './errorHandler';
import { registerPageStylesheet } from './pageStylesheet';
import { pageStatusFor } from './pageStatus';
import { resolveFile } from './resolveFile';
import { partnerPagePolicy, setPagePolicy, STOREFRONT_PAGE, type PagePolicy } from './securityHeaders';

const API_PREFIXES = ['/v2', '/v3', '/v4', '/social', '/cms', '/notifications', '/migration', '/discover'];

/** The partner script's entry: its name is fixed (partners' pages name it), so it is revalidated. */
export const ELEMENTS_ENTRY = 'drawkit-elements.js';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Rollup's `[hash]`: eight characters of base64url. */
const HASHED_ELEMENTS_CHUNK = /^drawkit-.+-[A-Za-z0-9_-]{8}\.js$/;
const HASHED_HOST_ASSET = /^assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** Cache-Control of a built file, by its path under its build folder. */
export function staticCacheControl(folder: 'elements' | 'host-app', file: string): string {
  const name = file.split(sep).join('/');
  const hashed = folder === 'elements' ? name !== ELEMENTS_ENTRY && HASHED_ELEMENTS_CHUNK.test(name) : HASHED_HOST_ASSET.test(name);
  return hashed ? IMMUTABLE : REVALIDATE;
}

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const BUILD_MISSING_PAGE = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Drawkit: build needed</title></head>
<body><h1>The storefront is not built yet</h1>
<p>The API is running. To serve the storefront and the partner elements, run <code>npm run build</code> and reload this page.</p>
</body></html>`;

/** `/purchase/<slug>/...`; slugs (and so the partners' app keys) are letters, digits, - and _. */
const PARTNER_PAGE = /^\/purchase\/([^/]*)/;
const SLUG = /^[A-Za-z0-9_-]{1,100}$/;

/** The page's policy: a partner's pages are framed by the origins its app (key = slug) registered. */
async function pagePolicyFor(deps: AppDeps, path: string): Promise<PagePolicy> {
  const slug = PARTNER_PAGE.exec(path)?.[1];
  if (slug === undefined) return STOREFRONT_PAGE;
  const app = SLUG.test(slug) ? await findApp(deps.db, slug) : null;
  return partnerPagePolicy(app ? originsOf(app, deps) : []);
}

function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return request.method === 'GET' && (accept.includes('text/html') || accept.includes('*/*') || accept === '');
}

export function registerStaticSite(server: FastifyInstance, deps: AppDeps, staticRoot: string): void {
  const elementsDir = join(staticRoot, 'elements');
  const hostAppDir = join(staticRoot, 'host-app');
  // serve: false: only reply.sendFile (always given its root) is used; routing stays ours.
  // The default root must exist, and the build may not yet.
  // preCompressed: a file's .br or .gz copy is sent when the client accepts it (Vary: Accept-Encoding).
  server.register(fastifyStatic, { root: import.meta.dirname, serve: false, preCompressed: true });
  registerPageStylesheet(server);

  server.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) return sendFailure(reply, 404, 'not_found');

    const element = path.lastIndexOf('/') === 0 ? await resolveFile(elementsDir, path) : null;
    if (element) {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', staticCacheControl('elements', element));
      return reply.sendFile(element, elementsDir, { cacheControl: false });
    }
    const file = await resolveFile(hostAppDir, path);
    if (file) {
      // A 304 has no Content-Type to tell it is a page: mark it so it keeps its security headers.
      if (file.endsWith('.html')) setPagePolicy(reply, STOREFRONT_PAGE);
      reply.header('Cache-Control', staticCacheControl('host-app', file));
      return reply.sendFile(file, hostAppDir, { cacheControl: false });
    }

    if (!wantsPage(request) || /\.[a-z0-9]{1,8}$/i.test(path)) return sendFailure(reply, 404, 'not_found');
    setPagePolicy(reply, await pagePolicyFor(deps, path));
    if (await resolveFile(hostAppDir, '/index.html')) {
      reply.header('Cache-Control', REVALIDATE);
      // The page either way; 404 when the shop knows the path is nothing (pageStatus.ts).
      reply.code(await pageStatusFor(deps, path));
      return reply.sendFile('index.html', hostAppDir, { cacheControl: false });
    }
    return reply.type('text/html; charset=utf-8').send(BUILD_MISSING_PAGE);
  });
}
