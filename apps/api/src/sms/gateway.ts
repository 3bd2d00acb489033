/**
 * The one door for text messages (decision 033): send a text to a number in E.164 (+31612345678) and
 * get the message's id back. Embedded default: the SMS outbox (development and tests, readable at
 * /dev/sms); with CM_PRODUCT_TOKEN: CM.com's Business Messaging API.
 */
export interface SmsGateway {
  readonly kind: 'outbox' | 'cm';
  /** Rejects with SmsError when the message was not accepted; nothing is retried here. */
  send(to: string, text: string): Promise<string>;
}

/** The provider did not take the message (refused, unreachable, or an answer we cannot read). */
export class SmsError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status: number | null = null,
    readonly providerCode: number | string | null = null,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/** A plausible E.164 number: + and 8 to 15 digits. The caller normalises with libphonenumber-js first. */
export function isE164(to: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(to);
}
