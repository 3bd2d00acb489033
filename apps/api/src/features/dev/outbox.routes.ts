import type { FastifyInstance } from 'fastify';
import type { Outbox } from '../../mail/outbox.js';
import { cspHash, cspWith } from '../../plugins/security-headers.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = 'body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd}a{color:#7a1642}';
/** The list page's one inline style block, allowed by its hash. */
const LIST_CSP = cspWith({ 'style-src': [cspHash(STYLE)] });

/**
 * A mail as its recipient would see it: the style attributes mail clients need (allowed one by one by
 * hash, 'unsafe-hashes'), no script at all, no form, no outside image.
 */
function mailCsp(html: string): string {
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1]!));
  const hashes = [...values].map(cspHash);
  return cspWith({
    'default-src': ["'none'"],
    'script-src': ["'none'"],
    'style-src': hashes.length > 0 ? ["'unsafe-hashes'", ...hashes] : ["'none'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'none'"],
    'form-action': ["'none'"],
  });
}

/**
 * Development only: the mails the embedded outbox caught, readable in the browser.
 * Registered only when DEV_OUTBOX is on and no real SMTP server is configured, with registerDevOnly():
 * only requests from this machine see it, as the mails hold sign-in and password-reset links.
 */
export default async function outboxRoutes(app: FastifyInstance, { outbox }: { outbox: Outbox }) {
  app.get('/dev/outbox.json', async () => ({ messages: await outbox.list() }));

  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await outbox.list();
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.to)}</td><td><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject)}</a></td><td><time datetime="${m.date}">${m.date.replace('T', ' ').slice(0, 19)}</time></td></tr>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8').header('content-security-policy', LIST_CSP);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>${STYLE}</style></head>
<body><h1>Outbox (development)</h1><p>Every e-mail the site sent while no SMTP server is configured. Newest first.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<table><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`;
  });

  app.get<{ Params: { id: string } }>('/dev/outbox/:id', async (request, reply) => {
    const message = await outbox.read(request.params.id);
    if (!message) return reply.status(404).type('text/plain').send('No such message');
    const html = message.html || `<pre>${escapeHtml(message.text)}</pre>`;
    reply.type('text/html; charset=utf-8').header('content-security-policy', mailCsp(html));
    return html;
  });
}
