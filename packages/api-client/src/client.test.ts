import { getSettings, getUser, login, resendActivation, sendMessage, updateLanguage, uploadPhoto } from '@dating/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, IDEMPOTENCY_HEADER, MAX_RETRIES, createApiClient, randomUuid, retryDelay, userMessage } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const visitor = () => json(200, { user: null });
const authRequired = () =>
  json(403, {
    message: 'Log in om verder te gaan.',
    statusCode: 403,
    code: 'authentication_required',
    authentication_required: true,
  });

describe('api client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 250 ms · 2^n between attempts', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([250, 500, 1000, 2000, 4000]);
  });

  it('retries a network error five times with growing delays, then gives up', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const client = createApiClient({ fetch });
    const result = client.call(getUser);
    const settled = result.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    for (let retry = 0; retry < MAX_RETRIES; retry++) {
      await vi.advanceTimersByTimeAsync(retryDelay(retry) - 1);
      expect(fetch).toHaveBeenCalledTimes(retry + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(retry + 2);
    }
    expect(await settled).toBeInstanceOf(TypeError);
    expect(fetch).toHaveBeenCalledTimes(1 + MAX_RETRIES);
  });

  it('retries a 5xx answer and returns the answer that finally succeeds', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(503, { message: 'down', statusCode: 503, code: 'internal_error' }))
      .mockResolvedValueOnce(json(500, { message: 'oops', statusCode: 500, code: 'internal_error' }))
      .mockResolvedValueOnce(visitor());
    const client = createApiClient({ fetch });
    const result = client.call(getUser);
    await vi.advanceTimersByTimeAsync(250 + 500);
    await expect(result).resolves.toEqual({ user: null });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('throws the last 5xx as an ApiError after five retries', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementation(async () => json(502, { message: 'bad gateway', statusCode: 502, code: 'internal_error' }));
    const client = createApiClient({ fetch });
    const settled = client.call(getUser).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(250 + 500 + 1000 + 2000 + 4000);
    const error = await settled;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('never retries a 4xx and hands over the error body with its fields', async () => {
    const body = {
      message: 'Niet alle velden zijn goed ingevuld.',
      statusCode: 400,
      code: 'validation_failed',
      fields: { email: 'Vul een geldig e-mailadres in.' },
    };
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(400, body));
    const client = createApiClient({ fetch });
    const error = await client.call(login, { body: { email: 'x', password: 'y' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(body);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed login (401) or a blocked one (429)', async () => {
    for (const status of [401, 429]) {
      const fetch = vi
        .fn<typeof globalThis.fetch>()
        .mockResolvedValue(json(status, { message: 'Login mislukt, probeer opnieuw.', statusCode: status, code: 'login_failed' }));
      const client = createApiClient({ fetch });
      await expect(client.call(login, { body: { email: 'a@b.nl', password: 'pw' } })).rejects.toMatchObject({
        message: 'Login mislukt, probeer opnieuw.',
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('logs the member out and resolves null on 403 authentication_required from another call', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(authRequired());
    const client = createApiClient({ fetch });
    const sessionLost = vi.fn();
    client.onSessionLost(sessionLost);
    await expect(client.call(resendActivation, { body: {} })).resolves.toBeNull();
    expect(sessionLost).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('treats 403 authentication_required from /api/user.php as a normal error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(authRequired());
    const client = createApiClient({ fetch });
    const sessionLost = vi.fn();
    client.onSessionLost(sessionLost);
    await expect(client.call(updateLanguage, { body: { language: 'de' } })).rejects.toBeInstanceOf(ApiError);
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('sends X-Request-Type: client only on GET /api/user.php, JSON bodies, and same-origin credentials', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(visitor());
    const client = createApiClient({ fetch });
    await client.call(getUser);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/user.php');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
    expect((init?.headers as Record<string, string>)['X-Request-Type']).toBe('client');

    fetch.mockResolvedValueOnce(json(401, { message: 'no', statusCode: 401, code: 'login_failed' }));
    await client.call(login, { body: { email: 'a@b.nl', password: 'secret' } }).catch(() => undefined);
    const [, loginInit] = fetch.mock.calls[1]!;
    const headers = loginInit?.headers as Record<string, string>;
    expect(headers['X-Request-Type']).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(loginInit?.body).toBe(JSON.stringify({ email: 'a@b.nl', password: 'secret' }));
  });

  it('sends one Idempotency-Key over every retry of a paid call, and a new one for the next action', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(502, {}))
      .mockImplementation(async (url) => String(url).includes('activation') ? json(200, { success: true }) : json(200, { message: { id: 1, from_me: true, kind: 'text', body: 'Hi', gift: null, photo: null, created_at: '2026-01-01T00:00:00.000Z', read: false, held: false }, conversation: { id: 1 }, credits: 4 }));
    const client = createApiClient({ fetch });
    const sent = client.call(sendMessage, { body: { profile_id: 2, body: 'Hi' } });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(sent).resolves.toMatchObject({ credits: 4 });
    const keys = fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(new Set(keys).size).toBe(1);
    // The next send is another action with a key of its own (GETs carry none: tested above).
    const again = client.call(sendMessage, { body: { profile_id: 2, body: 'Hi' } });
    await vi.advanceTimersByTimeAsync(0);
    await again;
    expect((fetch.mock.calls[3]![1]?.headers as Record<string, string>)['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('builds the query string from the contract query and skips empty values', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(500, {}));
    const client = createApiClient({ fetch, sleep: async () => undefined });
    await client.call(getSettings, { query: { host: 'example.nl', ref: 'abc', network: undefined } }).catch(() => undefined);
    expect(fetch.mock.calls[0]![0]).toBe('/api/settings.php?host=example.nl&ref=abc');
  });

  it('rejects an answer that does not match the contract', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(200, { user: { id: 'not a user' } }));
    const client = createApiClient({ fetch });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(client.call(getUser)).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('does not retry a request that was aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new DOMException('aborted', 'AbortError'));
    const client = createApiClient({ fetch });
    await expect(client.call(getUser, { signal: controller.signal })).rejects.toBeInstanceOf(DOMException);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the server\'s translated message, but a generic text for a proxy\'s error page', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(json(401, { message: 'Login mislukt, probeer opnieuw.', statusCode: 401, code: 'login_failed' }))
      .mockResolvedValueOnce(new Response('<html>Bad Gateway</html>', { status: 413, statusText: 'Payload Too Large' }));
    const client = createApiClient({ fetch });
    const fromApi = await client.call(login, { body: { email: 'a@b.nl', password: 'x' } }).catch((e: unknown) => e);
    expect(userMessage(fromApi, 'generic')).toBe('Login mislukt, probeer opnieuw.');
    const fromProxy = await client.call(login, { body: { email: 'a@b.nl', password: 'x' } }).catch((e: unknown) => e);
    expect(fromProxy).toMatchObject({ status: 413, fromServer: false });
    expect(userMessage(fromProxy, 'generic')).toBe('generic');
    expect(userMessage(new Error('boom'), 'generic')).toBe('generic');
  });

  it('sends a multipart body as it is, leaving its content type to the browser', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(json(200, { photos: [], limit: 3 }));
    const client = createApiClient({ fetch });
    const formData = new FormData();
    formData.append('photo', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(client.call(uploadPhoto, { formData })).resolves.toEqual({ photos: [], limit: 3 });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(formData);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  describe('idempotency key', () => {
    const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER];
    const down = () => json(503, { message: 'down', statusCode: 503, code: 'internal_error' });

    it('sends the same key on every retry of one write, up to the last of the five retries', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>().mockImplementation(async () => down());
      const client = createApiClient({ fetch });
      const settled = client.call(resendActivation, { body: {} }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(250 + 500 + 1000 + 2000 + 4000);
      expect(await settled).toBeInstanceOf(ApiError);
      expect(fetch).toHaveBeenCalledTimes(1 + MAX_RETRIES);
      const keys = fetch.mock.calls.map(([, init]) => keyOf(init));
      expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(new Set(keys)).toEqual(new Set([keys[0]]));
    });

    it('keeps the key when a network error is retried and the retry succeeds', async () => {
      const fetch = vi
        .fn<typeof globalThis.fetch>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(json(200, { success: true }));
      const client = createApiClient({ fetch });
      const result = client.call(resendActivation, { body: {} });
      await vi.advanceTimersByTimeAsync(250);
      await expect(result).resolves.toEqual({ success: true });
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(keyOf(fetch.mock.calls[1]![1])).toBe(keyOf(fetch.mock.calls[0]![1]));
    });

    it('gives two logical requests different keys, also with a multipart body', async () => {
      const fetch = vi
        .fn<typeof globalThis.fetch>()
        .mockImplementation(async () => json(401, { message: 'no', statusCode: 401, code: 'login_failed' }));
      const client = createApiClient({ fetch });
      await client.call(login, { body: { email: 'a@b.nl', password: 'x' } }).catch(() => undefined);
      await client.call(login, { body: { email: 'a@b.nl', password: 'x' } }).catch(() => undefined);
      await client.call(uploadPhoto, { formData: new FormData() }).catch(() => undefined);
      const keys = fetch.mock.calls.map(([, init]) => keyOf(init));
      expect(keys.every((key) => typeof key === 'string' && key.length === 36)).toBe(true);
      expect(new Set(keys).size).toBe(3);
    });

    it('sends no key on a GET, whose retries are harmless anyway', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(down()).mockResolvedValueOnce(visitor());
      const client = createApiClient({ fetch });
      const result = client.call(getUser);
      await vi.advanceTimersByTimeAsync(250);
      await expect(result).resolves.toEqual({ user: null });
      expect(fetch.mock.calls.map(([, init]) => keyOf(init))).toEqual([undefined, undefined]);
    });

    it('makes version 4 UUIDs without crypto.randomUUID (plain HTTP is not a secure context)', () => {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      try {
        const keys = Array.from({ length: 50 }, randomUuid);
        for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(new Set(keys).size).toBe(50);
      } finally {
        Reflect.deleteProperty(crypto, 'randomUUID');
      }
    });
  });
});
