import type { FastifyInstance } from 'fastify';
import type { SmsOutbox } from '../../sms/outbox.js';
import { cspHash, cspWith } from '../../plugins/security-headers.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = 'body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd;vertical-align:top}td.text{white-space:pre-wrap}';
const LIST_CSP = cspWith({ 'style-src': [cspHash(STYLE)] });

/**
 * Development only: the text messages the SMS outbox caught (direct debit codes), as a page and as JSON
 * (`/dev/sms.json`, `?to=+31612345678` for one number's). Registered with registerDevOnly() only when the
 * outbox is the gateway and DEV_OUTBOX is on: only requests from this machine see it.
 */
export default async function smsOutboxRoutes(app: FastifyInstance, { outbox }: { outbox: SmsOutbox }) {
  app.get<{ Querystring: { to?: string } }>('/dev/sms.json', async (request) => {
    const to = typeof request.query.to === 'string' && request.query.to !== '' ? request.query.to : undefined;
    return { messages: await outbox.list(to) };
  });

  app.get('/dev/sms', async (_request, reply) => {
    const messages = await outbox.list();
    const rows = messages
      .map((m) => `<tr><td>${escapeHtml(m.to)}</td><td class="text">${escapeHtml(m.text)}</td><td><time datetime="${m.date}">${m.date.replace('T', ' ').slice(0, 19)}</time></td></tr>`)
      .join('\n');
    reply.type('text/html; charset=utf-8').header('content-security-policy', LIST_CSP);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SMS outbox (development)</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>${STYLE}</style></head>
<body><h1>SMS outbox (development)</h1><p>Every text message the site sent while no SMS provider is configured. Newest first. As JSON: <a href="/dev/sms.json">/dev/sms.json</a>.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<table><thead><tr><th scope="col">To</th><th scope="col">Text</th><th scope="col">Sent</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`;
  });
}
