import type { FastifyBaseLogger } from 'fastify';

export interface WebhookOptions {
  /** Waits before the 2nd, 3rd ... attempt; Mollie retries for a day, the test provider for about a minute. */
  retryDelaysMs: readonly number[];
  /** How long one attempt may take. */
  attemptTimeoutMs: number;
}

export const DEFAULT_WEBHOOK_OPTIONS: WebhookOptions = { retryDelaysMs: [1_000, 5_000, 15_000, 45_000], attemptTimeoutMs: 10_000 };

/**
 * Calls webhooks as Mollie does: POST, `application/x-www-form-urlencoded`, body `id=tr_...`, nothing else
 * (the receiver must fetch the payment to learn what changed). A 2xx answer ends it; anything else, or no
 * answer, is tried again after each delay. Pending retries are dropped when the app closes.
 */
export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly options: WebhookOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves after the first attempt (true when it was answered 2xx); later attempts run in the background. */
  async send(url: string, id: string): Promise<boolean> {
    return this.attempt(url, id, 0);
  }

  private async attempt(url: string, id: string, index: number): Promise<boolean> {
    if (this.closed) return false;
    let ok = false;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie HTTP API test provider' },
        body: new URLSearchParams({ id }).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.attemptTimeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      ok = response.status >= 200 && response.status < 300;
      if (!ok) this.log.warn({ url, id, status: response.status, attempt: index + 1 }, 'test payment provider: webhook answered an error');
    } catch (error) {
      this.log.warn({ url, id, attempt: index + 1, err: error }, 'test payment provider: webhook not reached');
    }
    const delay = this.options.retryDelaysMs[index];
    if (!ok && delay !== undefined && !this.closed) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.attempt(url, id, index + 1);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
    return ok;
  }

  /** Runs a step of the provider's own a moment later (a refund carried out), unless the app closes first. */
  later(step: () => void, delayMs = 0): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) step();
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
