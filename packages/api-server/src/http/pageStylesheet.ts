/**
 * The stylesheet of the few pages the server writes itself (dev mailbox, card challenge, PayPal
 * sandbox, member benefits): a file rather than `<style>` elements or style attributes, so their
 * Content-Security-Policy needs no 'unsafe-inline'. Each page names its look by a body class.
 */
import type { FastifyInstance } from 'fastify';

export const PAGE_STYLESHEET_PATH = '/shop-pages.css';

/** Goes in each page's `<head>`. */
export const PAGE_STYLESHEET_LINK = `<link rel="stylesheet" href="${PAGE_STYLESHEET_PATH}">`;

export type PageLook = 'mailbox' | 'sandbox' | 'benefits';

const CSS = `body{font:16px system-ui,sans-serif}
body.mailbox{max-width:48rem;margin:2rem auto;padding:0 1rem}
.mailbox article{border:1px solid #ccc;border-radius:6px;padding:.75rem;margin:.75rem 0}
.mailbox pre{white-space:pre-wrap}
body.sandbox{margin:0;padding:16px;color:#1a1a2e}
.sandbox h1{font-size:1.2rem}
.sandbox form{display:inline}
.sandbox button{font:inherit;padding:10px 16px;margin:4px 8px 4px 0;border-radius:6px;border:1px solid #444;cursor:pointer}
.sandbox .primary{background:#1d4ed8;color:#fff;border-color:#1d4ed8}
body.benefits{max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1b1b3a}
.benefits h1{color:#5b2a86}
.benefits li{margin:.4rem 0}
.benefits a{color:#5b2a86}
`;

export function registerPageStylesheet(server: FastifyInstance): void {
  server.get(PAGE_STYLESHEET_PATH, async (_request, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(CSS));
}
