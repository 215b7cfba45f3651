/**
 * The partner example site, served on its own port so embedding runs cross-origin as it does
 * for real partners. HTML files have the literal `http://localhost:8080` replaced by the
 * shop's public origin, so the pages load the element from wherever the shop runs. The pages
 * carry the strict Content-Security-Policy a careful partner would send (the shop's origin for
 * scripts and calls, nothing inline), so the browser tests prove the elements work under it.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolveFile } from './resolveFile';
import { applyPageHeaders, partnerSiteCsp } from './securityHeaders';

export const EXAMPLE_ORIGIN_PLACEHOLDER = 'http://localhost:8080';
const DEFAULT_EXAMPLE = '/partner-site/';

export interface ExamplesAppOptions {
  examplesRoot: string;
  publicOrigin: string;
  logger?: boolean;
}

export function buildExamplesApp(options: ExamplesAppOptions): FastifyInstance {
  const root = resolve(options.examplesRoot);
  const server = Fastify({ logger: options.logger ?? false });
  server.register(fastifyStatic, { root, serve: false });
  const csp = partnerSiteCsp(new URL(options.publicOrigin).origin);
  server.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (/^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''))) applyPageHeaders(reply, csp);
    return payload;
  });

  async function sendHtml(relativePath: string) {
    const html = await readFile(join(root, relativePath), 'utf8');
    return html.split(EXAMPLE_ORIGIN_PLACEHOLDER).join(options.publicOrigin);
  }

  server.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const asDirectory = path.endsWith('/') ? path : `${path}/`;
    const file = (await resolveFile(root, path)) ?? (await resolveFile(root, `${asDirectory}index.html`));
    if (file) {
      if (!path.endsWith('/') && file.endsWith('index.html') && !path.endsWith('index.html')) {
        return reply.redirect(asDirectory);
      }
      if (file.endsWith('.html')) return reply.type('text/html; charset=utf-8').send(await sendHtml(file));
      return reply.sendFile(file, root, { cacheControl: false });
    }
    // The partner example is what a visitor to the examples origin comes to see.
    if (path === '/') return reply.redirect(DEFAULT_EXAMPLE);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  return server;
}
