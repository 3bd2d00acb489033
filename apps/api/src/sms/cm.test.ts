import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { directDebitRequests } from '@dating/db';
import { createCmGateway } from './cm.js';
import { SmsError } from './gateway.js';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createMember } from '../../test/factories.js';

/**
 * The CM.com adapter against a local twin of CM's Business Messaging API (real HTTP on loopback): the
 * request it sends (path, headers, the product token, the message), CM's answers for an accepted
 * message, a refused token, a rejected number, a broken gateway, and no answer at all.
 */

const TOKEN = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Reply = { status: number; body: string } | 'hang';
let reply: (seen: Seen) => Reply = () => ({ status: 500, body: '' });
const seen: Seen[] = [];
let twin: Server;
let url: string;

/** CM's answer for accepted messages, echoing each one's reference. */
function accepted(request: Seen): Reply {
  const msg = (request.body as { messages: { msg: { to: { number: string }[]; reference: string }[] } }).messages.msg;
  return {
    status: 200,
    body: JSON.stringify({
      details: `Created ${msg.length} message(s)`,
      errorCode: 0,
      messages: msg.map((m) => ({ to: m.to[0]!.number, status: 'Accepted', reference: m.reference, parts: 1, messageDetails: null, messageErrorCode: 0 })),
    }),
  };
}

beforeAll(async () => {
  twin = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      const answer = reply(request);
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => twin.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(twin.address() as AddressInfo).port}/v1.0/message`;
});
afterAll(async () => {
  twin.closeAllConnections();
  await new Promise((resolve) => twin.close(resolve));
});
afterEach(() => {
  seen.length = 0;
});

describe('CM.com adapter', () => {
  it('posts the message as CM expects, with the product token, and answers its reference', async () => {
    reply = accepted;
    const gateway = createCmGateway({ productToken: TOKEN, from: 'Amora', url });
    const id = await gateway.send('+31612345678', '123456 is je Amora-code. Deel deze code met niemand: één keer geldig.');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1.0/message');
    expect(request!.headers['x-cm-producttoken']).toBe(TOKEN);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      messages: {
        authentication: { producttoken: TOKEN },
        msg: [
          {
            allowedChannels: ['SMS'],
            from: 'Amora',
            to: [{ number: '0031612345678' }],
            body: { type: 'auto', content: '123456 is je Amora-code. Deel deze code met niemand: één keer geldig.' },
            minimumNumberOfMessageParts: 1,
            maximumNumberOfMessageParts: 3,
            reference: id,
          },
        ],
      },
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a refused product token is an SmsError with CM’s status and error code', async () => {
    reply = () => ({ status: 401, body: JSON.stringify({ details: 'Authentication of the request failed', errorCode: 101, messages: [] }) });
    const error = await createCmGateway({ productToken: TOKEN, from: 'Amora', url })
      .send('+31612345678', 'x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({ status: 401, providerCode: 101 });
    expect((error as Error).message).toContain('Authentication of the request failed');
  });

  it('a rejected recipient is an SmsError with the message’s own error', async () => {
    reply = () => ({
      status: 400,
      body: JSON.stringify({
        details: 'Created 0 message(s)',
        errorCode: 201,
        messages: [{ to: '0031612345678', status: 'Rejected', reference: null, parts: 0, messageDetails: 'Gsm 0031612345678 is not a number.', messageErrorCode: 304 }],
      }),
    });
    await expect(createCmGateway({ productToken: TOKEN, from: 'Amora', url }).send('+31612345678', 'x')).rejects.toMatchObject({ status: 400, providerCode: 304 });
  });

  it('a broken gateway (no JSON), an unreachable host and no answer in time are SmsErrors too', async () => {
    reply = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(createCmGateway({ productToken: TOKEN, from: 'Amora', url }).send('+31612345678', 'x')).rejects.toMatchObject({ name: 'SmsError', status: 502 });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createCmGateway({ productToken: TOKEN, from: 'Amora', url: `http://127.0.0.1:${port}/v1.0/message` }).send('+31612345678', 'x')).rejects.toBeInstanceOf(SmsError);

    reply = () => 'hang';
    const started = Date.now();
    await expect(createCmGateway({ productToken: TOKEN, from: 'Amora', url, timeoutMs: 300 }).send('+31612345678', 'x')).rejects.toBeInstanceOf(SmsError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('sends nothing for a number that is not E.164', async () => {
    reply = accepted;
    await expect(createCmGateway({ productToken: TOKEN, from: 'Amora', url }).send('0612345678', 'x')).rejects.toBeInstanceOf(SmsError);
    expect(seen).toEqual([]);
  });
});

describe('the app with CM_PRODUCT_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CM_PRODUCT_TOKEN: TOKEN, CM_MESSAGING_URL: url, SMS_FROM: 'AmoraTest' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  async function start(member: Awaited<ReturnType<typeof createMember>>) {
    const packages = (await t.app.inject({ url: '/api/credits.php', headers: { cookie: member.cookie } })).json<{ packages: { id: number }[] }>().packages;
    return t.app.inject({
      method: 'POST',
      url: '/api/directdebit.php',
      headers: { cookie: member.cookie },
      payload: { package_id: packages[0]!.id, account_holder: 'J. de Vries', iban: 'NL91ABNA0417164300', street: 'Dorpsstraat', house_number: '1', zip: '1234 AB', city: 'Utrecht', phone: '0612345678' },
    });
  }

  it('sends the direct debit code through CM.com, not the outbox', async () => {
    reply = accepted;
    expect(t.app.deps.smsOutbox).toBeNull();
    const response = await start(await createMember(t.db, { country: 'NL' }));
    expect(response.statusCode, response.body).toBe(200);
    const body = seen[0]!.body as { messages: { msg: { from: string; to: { number: string }[]; body: { content: string } }[] } };
    expect(body.messages.msg[0]).toMatchObject({ from: 'AmoraTest', to: [{ number: '0031612345678' }] });
    expect(body.messages.msg[0]!.body.content).toMatch(/^\d{6} is je Amora-code/);
    // No outbox pages when texts go to a real provider.
    expect((await t.app.inject({ url: '/dev/sms.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('a new code CM refuses changes nothing: the previous code still confirms', async () => {
    reply = accepted;
    const member = await createMember(t.db, { country: 'NL' });
    const started = await start(member);
    expect(started.statusCode, started.body).toBe(200);
    const { request_id } = started.json<{ request_id: number }>();
    const first = /^(\d{6})/.exec((seen.at(-1)!.body as { messages: { msg: { body: { content: string } }[] } }).messages.msg[0]!.body.content)![1]!;
    t.clock.advance(61_000);
    reply = () => ({ status: 401, body: JSON.stringify({ details: 'Authentication of the request failed', errorCode: 101, messages: [] }) });
    const resent = await t.app.inject({ method: 'POST', url: '/api/directdebit-resend.php', headers: { cookie: member.cookie }, payload: { request_id } });
    expect(resent.statusCode).toBe(503);
    expect(resent.json().code).toBe('sms_unavailable');
    const [request] = await t.db.select().from(directDebitRequests).where(eq(directDebitRequests.id, request_id));
    expect(request!.sends).toBe(1);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/directdebit-confirm.php', headers: { cookie: member.cookie }, payload: { request_id, otp: first } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('a text CM refuses answers 503 sms_unavailable and leaves the request void, without bank details', async () => {
    reply = () => ({ status: 401, body: JSON.stringify({ details: 'Authentication of the request failed', errorCode: 101, messages: [] }) });
    const member = await createMember(t.db, { country: 'NL' });
    const response = await start(member);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'sms_unavailable', message: 'We konden de sms nu niet versturen. Probeer het over een paar minuten opnieuw.' });
    const [request] = await t.db.select().from(directDebitRequests).where(eq(directDebitRequests.userId, member.id));
    expect(request).toMatchObject({ status: 'void', iban: null, accountHolder: null });
  });
});
