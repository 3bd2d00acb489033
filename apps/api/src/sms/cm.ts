import { randomUUID } from 'node:crypto';
import { isE164, SmsError, type SmsGateway } from './gateway.js';

/** CM.com's Business Messaging API (decision 033). */
export const CM_MESSAGING_URL = 'https://gw.messaging.cm.com/v1.0/message';

export interface CmOptions {
  /** The product token (a GUID) from CM.com's gateway settings. */
  productToken: string;
  /** Sender shown on the phone: at most 11 letters and digits, or a number. */
  from: string;
  /** The API's address; tests point it at a local twin. */
  url?: string;
  /** Milliseconds before a request is given up. */
  timeoutMs?: number;
}

interface CmAnswer {
  details?: string;
  errorCode?: number;
  messages?: { to?: string; status?: string; reference?: string; messageErrorCode?: number; messageDetails?: string | null }[];
}

/**
 * Sends one SMS through CM.com: POST the JSON message with the product token (in the body, as CM
 * requires, and in the X-CM-PRODUCTTOKEN header). Our reference (a UUID) is the message's id: CM
 * answers with it and reports deliveries by it. Any answer other than 200 with errorCode 0 and the
 * message Accepted is an SmsError carrying CM's status and error code; nothing is retried here.
 */
export function createCmGateway(options: CmOptions): SmsGateway {
  const url = options.url ?? CM_MESSAGING_URL;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    kind: 'cm',
    async send(to, text) {
      if (!isE164(to)) throw new SmsError(`not an E.164 number: ${to}`);
      const reference = randomUUID();
      const body = {
        messages: {
          authentication: { producttoken: options.productToken },
          msg: [
            {
              allowedChannels: ['SMS'],
              from: options.from,
              // CM's number format: 00 and the country code.
              to: [{ number: `00${to.slice(1)}` }],
              body: { type: 'auto', content: text },
              // Long texts (and accents) may take more than one SMS part.
              minimumNumberOfMessageParts: 1,
              maximumNumberOfMessageParts: 3,
              reference,
            },
          ],
        },
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-cm-producttoken': options.productToken },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsError(`CM.com not reached: ${error instanceof Error ? error.message : String(error)}`);
      }
      let answer: CmAnswer | null = null;
      try {
        answer = (await response.json()) as CmAnswer;
      } catch {
        answer = null;
      }
      const message = answer?.messages?.[0];
      if (!response.ok || !answer || answer.errorCode !== 0 || (message && message.status !== undefined && message.status !== 'Accepted')) {
        const code = message?.messageErrorCode ?? answer?.errorCode ?? null;
        const detail = message?.messageDetails ?? answer?.details ?? 'no readable answer';
        throw new SmsError(`CM.com refused the message (HTTP ${response.status}, error ${code ?? '-'}): ${detail}`, response.status, code);
      }
      return message?.reference ?? reference;
    },
  };
}
