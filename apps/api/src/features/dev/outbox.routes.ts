import type { FastifyInstance } from 'fastify';
import type { Outbox } from '../../mail/outbox.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Development only: the mails the embedded outbox caught, readable in the browser.
 * Registered only when DEV_OUTBOX is on and no real SMTP server is configured.
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
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (development)</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ddd}a{color:#7a1642}</style></head>
<body><h1>Outbox (development)</h1><p>Every e-mail the site sent while no SMTP server is configured. Newest first.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<table><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`;
  });

  app.get<{ Params: { id: string } }>('/dev/outbox/:id', async (request, reply) => {
    const message = await outbox.read(request.params.id);
    if (!message) return reply.status(404).type('text/plain').send('No such message');
    reply.type('text/html; charset=utf-8');
    return message.html || `<pre>${escapeHtml(message.text)}</pre>`;
  });
}
