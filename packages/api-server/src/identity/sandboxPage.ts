/** The shell of the identity sandboxes' pages (demo only): the server's page stylesheet, no script. */
import type { FastifyReply } from 'fastify';
import { PAGE_STYLESHEET_LINK } from '../http/pageStylesheet';
import { setPagePolicy, UNFRAMED_PAGE } from '../http/securityHeaders';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sandboxPage(reply: FastifyReply, title: string, body: string, status = 200) {
  setPagePolicy(reply, UNFRAMED_PAGE);
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>` +
        `${PAGE_STYLESHEET_LINK}</head><body class="sandbox"><main>${body}</main></body></html>`,
    );
}

export const hiddenField = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
