import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { localeFromAcceptLanguage } from '@dating/i18n';
import type { Env } from '../../env.js';
import { ApiError, fail } from '../../lib/api-error.js';
import { isFromThisMachine } from '../../plugins/dev-only.js';
import { availableMethods, findMethod, type TestMethod, type TestMethodId } from './test-provider.methods.js';
import {
  TestProviderError,
  TestProviderState,
  type PaymentStatus,
  type SequenceType,
  type TestChargeback,
  type TestCustomer,
  type TestMandate,
  type TestPayment,
  type TestRefund,
} from './test-provider.state.js';
import { CHECKOUT_CSS, TEST_BANK_ACCOUNT, checkoutCsp, checkoutLanguage, methodName, renderCheckout, renderDone, renderNotFound, renderTransferForm } from './test-provider.checkout.js';
import { translatorFor } from '../../plugins/i18n.js';
import { DEFAULT_WEBHOOK_OPTIONS, WebhookSender, type WebhookOptions } from './test-provider.webhooks.js';

/** Where the test provider lives; the Mollie client's apiEndpoint is `<origin>${TEST_PROVIDER_API_PATH}/`. */
export const TEST_PROVIDER_PATH = '/dev/mollie';
export const TEST_PROVIDER_API_PATH = `${TEST_PROVIDER_PATH}/v2`;

export const CURRENCIES = ['EUR', 'GBP', 'CHF', 'PLN', 'USD'] as const;

export interface TestProviderOptions {
  env: Pick<Env, 'nodeEnv' | 'mollieApiKey' | 'testPaymentProvider'>;
  webhooks?: Partial<WebhookOptions>;
}

/** Whether this installation serves the built-in test provider: no Mollie key, and not production unless allowed. */
export function testProviderWanted(env: TestProviderOptions['env']): boolean {
  return !env.mollieApiKey && (env.nodeEnv !== 'production' || env.testPaymentProvider === 'allow');
}

/** Refuses the test provider where a member could reach it with real money at stake. */
export function assertTestProviderAllowed(env: TestProviderOptions['env']): void {
  if (env.nodeEnv === 'production' && env.testPaymentProvider !== 'allow') {
    throw new Error('The built-in test payment provider does not run with NODE_ENV=production; set MOLLIE_API_KEY (or TEST_PAYMENT_PROVIDER=allow)');
  }
}

const DOCS = 'https://docs.mollie.com/reference/';
const hal = (href: string) => ({ href, type: 'application/hal+json' });
const html = (href: string) => ({ href, type: 'text/html' });

/** 1234 -> "12.34": Mollie's amount strings. */
function money(minor: number, currency: string) {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return { value: `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, currency };
}

/** "12.34" -> 1234; null for anything Mollie would refuse. */
function parseMoney(input: unknown): { amount: number; currency: string } | null {
  if (typeof input !== 'object' || input === null) return null;
  const { value, currency } = input as Record<string, unknown>;
  if (typeof value !== 'string' || typeof currency !== 'string' || !/^\d{1,8}\.\d{2}$/.test(value)) return null;
  if (!(CURRENCIES as readonly string[]).includes(currency)) return null;
  const [whole, cents] = value.split('.');
  return { amount: Number(whole) * 100 + Number(cents), currency };
}

const optionalString = (value: unknown, field: string, max = 255): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max) throw new TestProviderError(422, `The ${field} is invalid`, field);
  return value;
};

function optionalUrl(value: unknown, field: string): string | null {
  const text = optionalString(value, field, 2048);
  if (text === null) return null;
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return text;
  } catch {
    // answered below
  }
  throw new TestProviderError(422, `The ${field} is invalid`, field);
}

function methodId(value: unknown): TestMethodId {
  const method = findMethod(value);
  if (!method) throw new TestProviderError(422, 'The payment method is invalid', 'method');
  return method.id;
}

function errorBody(status: number, title: string, detail: string, field?: string) {
  return { status, title, detail, ...(field && { field }), _links: { documentation: html('https://docs.mollie.com/overview/handling-errors') } };
}

const TITLES: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized Request', 404: 'Not Found', 422: 'Unprocessable Entity' };

function sendHal(reply: FastifyReply, status: number, body: unknown) {
  return reply.status(status).type('application/hal+json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * The built-in, development-only stand-in for Mollie (decision record 027): the part of Mollie's v2 REST
 * API the payments adapter uses, a checkout page where the tester decides each payment, and Mollie's
 * webhook calls. Answers requests from this machine only; not registered at all when MOLLIE_API_KEY is set.
 */
export default async function testProviderRoutes(app: FastifyInstance, options: TestProviderOptions) {
  if (options.env.mollieApiKey) return;
  assertTestProviderAllowed(options.env);

  const state = new TestProviderState();
  const webhooks = new WebhookSender({ ...DEFAULT_WEBHOOK_OPTIONS, ...options.webhooks }, app.log);
  app.addHook('onClose', async () => webhooks.close());

  const notify = (payment: TestPayment) => (payment.webhookUrl ? webhooks.send(payment.webhookUrl, payment.id) : Promise.resolve(false));

  await app.register(async (scope) => {
    // For anyone else these pages do not exist.
    scope.addHook('onRequest', async (request) => {
      if (!isFromThisMachine(request)) throw fail('not_found');
    });
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    await scope.register(apiRoutes, { prefix: TEST_PROVIDER_API_PATH });
    await scope.register(pageRoutes, { prefix: TEST_PROVIDER_PATH });
  });

  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  // --- The Mollie v2 API subset -------------------------------------------------------------------------
  async function apiRoutes(api: FastifyInstance) {
    api.addHook('onRequest', async (request, reply) => {
      const match = /^Bearer (test_[A-Za-z0-9]{30,})$/.exec(request.headers.authorization ?? '');
      if (!match) return sendHal(reply, 401, errorBody(401, TITLES[401]!, 'Missing authentication, or failed to authenticate'));
    });
    api.setErrorHandler((error: FastifyError, _request, reply) => {
      // Not from this machine: the app's own 404, as if the provider did not exist.
      if (error instanceof ApiError) throw error;
      if (error instanceof TestProviderError) return sendHal(reply, error.status, errorBody(error.status, TITLES[error.status]!, error.message, error.field));
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) return sendHal(reply, 400, errorBody(400, TITLES[400]!, 'The request could not be read'));
      app.log.error({ err: error }, 'test payment provider failed');
      return sendHal(reply, 500, errorBody(500, 'Internal Server Error', 'An internal server error occurred'));
    });
    api.setNotFoundHandler((_request, reply) => sendHal(reply, 404, errorBody(404, TITLES[404]!, 'The resource does not exist')));

    const base = (request: FastifyRequest) => `${origin(request)}${TEST_PROVIDER_API_PATH}`;

    const methodJson = (request: FastifyRequest, method: TestMethod, currency: string, withIssuers: boolean, locale: string | undefined) => {
      const [min, max] = method.limits[currency] ?? method.limits.EUR ?? Object.values(method.limits)[0]!;
      const image = (id: string) => ({
        size1x: `https://www.mollie.com/external/icons/payment-methods/${id}.png`,
        size2x: `https://www.mollie.com/external/icons/payment-methods/${id}%402x.png`,
        svg: `https://www.mollie.com/external/icons/payment-methods/${id}.svg`,
      });
      return {
        resource: 'method',
        id: method.id,
        description: methodName(method.id, translatorFor(checkoutLanguage(locale ?? null, null).locale)) ?? method.description,
        minimumAmount: money(min, method.limits[currency] ? currency : 'EUR'),
        maximumAmount: money(max, method.limits[currency] ? currency : 'EUR'),
        image: image(method.id),
        status: 'activated',
        ...(withIssuers && method.issuers && { issuers: method.issuers.map((i) => ({ resource: 'issuer', id: i.id, name: i.name, image: image(method.id) })) }),
        _links: { self: hal(`${base(request)}/methods/${method.id}`), documentation: html(`${DOCS}get-method`) },
      };
    };

    api.get<{ Querystring: Record<string, string | undefined> }>('/methods', async (request, reply) => {
      const q = request.query;
      const amount = q['amount[value]'] !== undefined || q['amount[currency]'] !== undefined ? parseMoney({ value: q['amount[value]'], currency: q['amount[currency]'] }) : undefined;
      if (amount === null) throw new TestProviderError(422, 'The amount is invalid', 'amount');
      const sequenceType = q.sequenceType;
      if (sequenceType !== undefined && !['oneoff', 'first', 'recurring'].includes(sequenceType)) throw new TestProviderError(422, 'The sequence type is invalid', 'sequenceType');
      const billingCountry = q.billingCountry?.toUpperCase();
      if (billingCountry !== undefined && !/^[A-Z]{2}$/.test(billingCountry)) throw new TestProviderError(422, 'The billing country is invalid', 'billingCountry');
      const methods = availableMethods({ amount: amount?.amount, currency: amount?.currency, billingCountry, sequenceType: sequenceType as SequenceType | undefined });
      const withIssuers = (q.include ?? '').split(',').includes('issuers');
      const embedded = methods.map((m) => methodJson(request, m, amount?.currency ?? 'EUR', withIssuers, q.locale));
      return sendHal(reply, 200, {
        count: embedded.length,
        _embedded: { methods: embedded },
        _links: { self: hal(`${base(request)}/methods`), documentation: html(`${DOCS}list-methods`) },
      });
    });

    api.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>('/methods/:id', async (request, reply) => {
      const method = findMethod(request.params.id);
      if (!method) throw new TestProviderError(404, `No method exists with id ${request.params.id}.`);
      const currency = request.query.currency ?? 'EUR';
      return sendHal(reply, 200, methodJson(request, method, currency, (request.query.include ?? '').split(',').includes('issuers'), request.query.locale));
    });

    const paymentJson = (request: FastifyRequest, p: TestPayment) => {
      const self = `${base(request)}/payments/${p.id}`;
      const checkout = `${origin(request)}${TEST_PROVIDER_PATH}/checkout/${p.id}`;
      const remaining = p.amount - p.amountRefunded - p.amountChargedBack;
      const details =
        p.method === 'banktransfer'
          ? { bankName: TEST_BANK_ACCOUNT.holder, bankAccount: TEST_BANK_ACCOUNT.iban, bankBic: TEST_BANK_ACCOUNT.bic, transferReference: p.transferReference }
          : p.method === 'creditcard' && p.status === 'paid'
            ? { cardHolder: 'T. Tester', cardNumber: '6787', cardLabel: 'Mastercard', cardCountryCode: 'NL', cardSecurity: 'normal' }
            : null;
      const at = p.statusAt?.toISOString();
      return {
        resource: 'payment',
        id: p.id,
        mode: 'test',
        createdAt: p.createdAt.toISOString(),
        amount: money(p.amount, p.currency),
        description: p.description,
        method: p.method,
        metadata: p.metadata,
        status: p.status,
        isCancelable: false,
        expiresAt: new Date(p.createdAt.getTime() + (p.method === 'banktransfer' ? 12 * 24 : 1) * 3_600_000).toISOString(),
        ...(p.status === 'paid' && { paidAt: at }),
        ...(p.status === 'failed' && { failedAt: at }),
        ...(p.status === 'canceled' && { canceledAt: at }),
        ...(p.status === 'expired' && { expiredAt: at }),
        ...(p.status === 'authorized' && { authorizedAt: at }),
        ...(p.amountRefunded > 0 || p.status === 'paid' ? { amountRefunded: money(p.amountRefunded, p.currency), amountRemaining: money(Math.max(remaining, 0), p.currency) } : {}),
        ...(p.amountChargedBack > 0 && { amountChargedBack: money(p.amountChargedBack, p.currency) }),
        locale: p.locale,
        profileId: 'pfl_testprovider',
        sequenceType: p.sequenceType,
        redirectUrl: p.redirectUrl,
        ...(p.cancelUrl && { cancelUrl: p.cancelUrl }),
        webhookUrl: p.webhookUrl,
        ...(p.customerId && { customerId: p.customerId }),
        ...(p.mandateId && { mandateId: p.mandateId }),
        ...(p.issuer && { issuer: p.issuer }),
        details,
        _links: {
          self: hal(self),
          ...((p.status === 'open' && p.sequenceType !== 'recurring') && { checkout: html(checkout) }),
          // Mollie test mode: a recurring payment's outcome is chosen on this page.
          ...((p.sequenceType === 'recurring' && p.status === 'pending') && { changePaymentState: html(checkout) }),
          dashboard: html(checkout),
          ...(p.amountRefunded > 0 && { refunds: hal(`${self}/refunds`) }),
          ...(p.amountChargedBack > 0 && { chargebacks: hal(`${self}/chargebacks`) }),
          ...(p.customerId && { customer: hal(`${base(request)}/customers/${p.customerId}`) }),
          ...(p.mandateId && p.customerId && { mandate: hal(`${base(request)}/customers/${p.customerId}/mandates/${p.mandateId}`) }),
          documentation: html(`${DOCS}get-payment`),
        },
      };
    };

    const list = (request: FastifyRequest, name: string, path: string, items: unknown[]) => ({
      count: items.length,
      _embedded: { [name]: items },
      _links: { self: hal(`${base(request)}${path}`), previous: null, next: null, documentation: html(`${DOCS}list-${name}`) },
    });

    api.post<{ Body: Record<string, unknown> | undefined }>('/payments', async (request, reply) => {
      const body = request.body ?? {};
      const amount = parseMoney(body.amount);
      if (!amount) throw new TestProviderError(422, 'The amount is invalid or missing', 'amount');
      const description = optionalString(body.description, 'description');
      if (!description) throw new TestProviderError(422, 'The description is invalid or missing', 'description');
      const rawMethod = Array.isArray(body.method) ? (body.method.length === 1 ? body.method[0] : null) : body.method;
      // Mollie keeps at most 1 kB of metadata.
      if (body.metadata !== undefined && JSON.stringify(body.metadata).length > 1024) throw new TestProviderError(422, 'The metadata is too large', 'metadata');
      const sequenceType = body.sequenceType ?? 'oneoff';
      if (sequenceType !== 'oneoff' && sequenceType !== 'first' && sequenceType !== 'recurring') throw new TestProviderError(422, 'The sequence type is invalid', 'sequenceType');
      const payment = state.createPayment({
        amount: amount.amount,
        currency: amount.currency,
        description,
        method: rawMethod === undefined || rawMethod === null ? null : methodId(rawMethod),
        issuer: optionalString(body.issuer, 'issuer'),
        redirectUrl: optionalUrl(body.redirectUrl, 'redirectUrl'),
        cancelUrl: optionalUrl(body.cancelUrl, 'cancelUrl'),
        webhookUrl: optionalUrl(body.webhookUrl, 'webhookUrl'),
        metadata: body.metadata ?? null,
        locale: optionalString(body.locale, 'locale', 5),
        sequenceType,
        customerId: optionalString(body.customerId, 'customerId'),
        mandateId: optionalString(body.mandateId, 'mandateId'),
      });
      return sendHal(reply, 201, paymentJson(request, payment));
    });

    api.get<{ Params: { id: string } }>('/payments/:id', async (request, reply) => sendHal(reply, 200, paymentJson(request, state.payment(request.params.id))));

    const refundJson = (request: FastifyRequest, r: TestRefund) => ({
      resource: 'refund',
      id: r.id,
      amount: money(r.amount, r.currency),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      description: r.description,
      metadata: r.metadata,
      paymentId: r.paymentId,
      _links: {
        self: hal(`${base(request)}/payments/${r.paymentId}/refunds/${r.id}`),
        payment: hal(`${base(request)}/payments/${r.paymentId}`),
        documentation: html(`${DOCS}get-refund`),
      },
    });

    api.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/payments/:id/refunds', async (request, reply) => {
      const body = request.body ?? {};
      const amount = body.amount === undefined ? undefined : parseMoney(body.amount);
      if (amount === null) throw new TestProviderError(422, 'The amount is invalid', 'amount');
      const refund = state.createRefund(request.params.id, {
        amount: amount?.amount,
        currency: amount?.currency,
        description: optionalString(body.description, 'description') ?? undefined,
        metadata: body.metadata,
      });
      // The bank carries it out a moment later; Mollie then calls the payment's webhook.
      webhooks.later(() => {
        refund.status = 'refunded';
        void notify(state.payment(refund.paymentId));
      });
      return sendHal(reply, 201, refundJson(request, refund));
    });

    api.get<{ Params: { id: string } }>('/payments/:id/refunds', async (request, reply) =>
      sendHal(reply, 200, list(request, 'refunds', `/payments/${request.params.id}/refunds`, state.refundsOf(request.params.id).map((r) => refundJson(request, r)))),
    );
    api.get<{ Params: { id: string; refundId: string } }>('/payments/:id/refunds/:refundId', async (request, reply) =>
      sendHal(reply, 200, refundJson(request, state.refund(request.params.id, request.params.refundId))),
    );

    const chargebackJson = (request: FastifyRequest, c: TestChargeback) => ({
      resource: 'chargeback',
      id: c.id,
      amount: money(c.amount, c.currency),
      settlementAmount: money(-c.amount, c.currency),
      createdAt: c.createdAt.toISOString(),
      reason: { code: 'AC01', description: 'Account identifier incorrect (test)' },
      reversedAt: null,
      paymentId: c.paymentId,
      _links: {
        self: hal(`${base(request)}/payments/${c.paymentId}/chargebacks/${c.id}`),
        payment: hal(`${base(request)}/payments/${c.paymentId}`),
        documentation: html(`${DOCS}get-chargeback`),
      },
    });
    api.get<{ Params: { id: string } }>('/payments/:id/chargebacks', async (request, reply) =>
      sendHal(reply, 200, list(request, 'chargebacks', `/payments/${request.params.id}/chargebacks`, state.chargebacksOf(request.params.id).map((c) => chargebackJson(request, c)))),
    );
    api.get<{ Params: { id: string; chargebackId: string } }>('/payments/:id/chargebacks/:chargebackId', async (request, reply) =>
      sendHal(reply, 200, chargebackJson(request, state.chargeback(request.params.id, request.params.chargebackId))),
    );

    const customerJson = (request: FastifyRequest, c: TestCustomer) => ({
      resource: 'customer',
      id: c.id,
      mode: 'test',
      name: c.name,
      email: c.email,
      locale: c.locale,
      metadata: c.metadata,
      createdAt: c.createdAt.toISOString(),
      _links: {
        self: hal(`${base(request)}/customers/${c.id}`),
        mandates: hal(`${base(request)}/customers/${c.id}/mandates`),
        documentation: html(`${DOCS}get-customer`),
      },
    });

    api.post<{ Body: Record<string, unknown> | undefined }>('/customers', async (request, reply) => {
      const body = request.body ?? {};
      const customer = state.createCustomer({
        name: optionalString(body.name, 'name'),
        email: optionalString(body.email, 'email'),
        locale: optionalString(body.locale, 'locale', 5),
        metadata: body.metadata,
      });
      return sendHal(reply, 201, customerJson(request, customer));
    });
    api.get('/customers', async (request, reply) => sendHal(reply, 200, list(request, 'customers', '/customers', state.listCustomers().map((c) => customerJson(request, c)))));
    api.get<{ Params: { id: string } }>('/customers/:id/payments', async (request, reply) =>
      sendHal(reply, 200, list(request, 'payments', `/customers/${request.params.id}/payments`, state.paymentsOf(request.params.id).map((p) => paymentJson(request, p)))),
    );
    api.get<{ Params: { id: string } }>('/customers/:id', async (request, reply) => sendHal(reply, 200, customerJson(request, state.customer(request.params.id))));

    const mandateJson = (request: FastifyRequest, m: TestMandate) => ({
      resource: 'mandate',
      id: m.id,
      mode: 'test',
      status: m.status,
      method: m.method,
      details:
        m.method === 'creditcard'
          ? { cardHolder: 'T. Tester', cardNumber: '6787', cardLabel: 'Mastercard', cardFingerprint: `fp_${m.id.slice(4)}`, cardExpiryDate: '2030-12-31' }
          : m.method === 'paypal'
            ? { consumerName: m.consumerName ?? 'T. Tester', consumerAccount: m.consumerAccount ?? 'tester@example.com' }
            : { consumerName: m.consumerName ?? 'T. Tester', consumerAccount: m.consumerAccount ?? 'NL55INGB0000000000', consumerBic: m.consumerBic ?? 'INGBNL2A' },
      mandateReference: m.mandateReference,
      signatureDate: m.signatureDate ?? m.createdAt.toISOString().slice(0, 10),
      createdAt: m.createdAt.toISOString(),
      _links: {
        self: hal(`${base(request)}/customers/${m.customerId}/mandates/${m.id}`),
        customer: hal(`${base(request)}/customers/${m.customerId}`),
        documentation: html(`${DOCS}get-mandate`),
      },
    });
    // Mollie's Create mandate: directdebit (consumerName, consumerAccount = IBAN, optional consumerBic,
    // signatureDate, mandateReference) or paypal (consumerEmail, paypalBillingAgreementId).
    api.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/customers/:id/mandates', async (request, reply) => {
      const body = request.body ?? {};
      state.customer(request.params.id);
      const method = body.method;
      if (method !== 'directdebit' && method !== 'paypal') throw new TestProviderError(422, 'The mandate method is invalid', 'method');
      const consumerName = optionalString(body.consumerName, 'consumerName');
      if (!consumerName?.trim()) throw new TestProviderError(422, 'The consumer name is missing', 'consumerName');
      const signatureDate = optionalString(body.signatureDate, 'signatureDate', 10);
      if (signatureDate !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(signatureDate) || Number.isNaN(Date.parse(signatureDate)) || signatureDate > new Date().toISOString().slice(0, 10))) {
        throw new TestProviderError(422, 'The signature date is invalid or in the future', 'signatureDate');
      }
      const mandateReference = optionalString(body.mandateReference, 'mandateReference', 35);
      let consumerAccount: string;
      let consumerBic: string | null = null;
      if (method === 'directdebit') {
        const iban = electronicFormatIBAN(optionalString(body.consumerAccount, 'consumerAccount', 50) ?? '') ?? '';
        if (!isValidIBAN(iban) || !isSEPACountry(iban.slice(0, 2))) throw new TestProviderError(422, 'The consumer account is invalid', 'consumerAccount');
        consumerAccount = iban;
        consumerBic = optionalString(body.consumerBic, 'consumerBic', 11);
        if (consumerBic !== null && !isValidBIC(consumerBic)) throw new TestProviderError(422, 'The consumer BIC is invalid', 'consumerBic');
      } else {
        const email = optionalString(body.consumerEmail, 'consumerEmail');
        if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new TestProviderError(422, 'The consumer email is invalid', 'consumerEmail');
        if (!optionalString(body.paypalBillingAgreementId, 'paypalBillingAgreementId')) {
          throw new TestProviderError(422, 'The PayPal billing agreement id is missing', 'paypalBillingAgreementId');
        }
        consumerAccount = email;
      }
      const mandate = state.createMandate(request.params.id, { method, consumerName, consumerAccount, consumerBic, signatureDate, mandateReference });
      return sendHal(reply, 201, mandateJson(request, mandate));
    });
    api.get<{ Params: { id: string } }>('/customers/:id/mandates', async (request, reply) =>
      sendHal(reply, 200, list(request, 'mandates', `/customers/${request.params.id}/mandates`, state.mandatesOf(request.params.id).map((m) => mandateJson(request, m)))),
    );
    api.get<{ Params: { id: string; mandateId: string } }>('/customers/:id/mandates/:mandateId', async (request, reply) =>
      sendHal(reply, 200, mandateJson(request, state.mandate(request.params.id, request.params.mandateId))),
    );
    api.delete<{ Params: { id: string; mandateId: string } }>('/customers/:id/mandates/:mandateId', async (request, reply) => {
      state.revokeMandate(request.params.id, request.params.mandateId);
      return reply.status(204).send();
    });
  }

  // --- Pages and test controls (no API key: the tester's browser and the tests) ---------------------------
  async function pageRoutes(pages: FastifyInstance) {
    const browserLocale = (request: FastifyRequest) => localeFromAcceptLanguage(request.headers['accept-language']);

    pages.get('/checkout.css', async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_CSS));

    const findPayment = (id: string): TestPayment | null => {
      try {
        return state.payment(id);
      } catch {
        return null;
      }
    };

    pages.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const payment = findPayment(request.params.id);
      reply.header('content-security-policy', checkoutCsp(payment));
      if (!payment) return reply.status(404).send(renderNotFound(browserLocale(request) ?? 'en'));
      return renderCheckout(payment, state.nextStatuses(payment), checkoutLanguage(payment.locale, browserLocale(request)));
    });

    pages.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/checkout/:id', async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const payment = findPayment(request.params.id);
      reply.header('content-security-policy', checkoutCsp(payment));
      if (!payment) return reply.status(404).send(renderNotFound(browserLocale(request) ?? 'en'));
      const language = checkoutLanguage(payment.locale, browserLocale(request));
      const outcome = request.body?.outcome;
      // Bank transfer: back to the shop, the payment waits for the money.
      if (outcome === 'open' && payment.method === 'banktransfer' && payment.status === 'open') {
        return payment.redirectUrl ? reply.redirect(payment.redirectUrl, 303) : renderCheckout(payment, state.nextStatuses(payment), language);
      }
      const choices = state.nextStatuses(payment);
      if (typeof outcome !== 'string' || !(choices as string[]).includes(outcome) || !state.setStatus(payment.id, outcome as PaymentStatus)) {
        return reply.status(409).send(renderCheckout(payment, choices, language));
      }
      // Mollie calls the webhook while the member is on the way back; waiting for its first attempt keeps
      // the return page of a development run from racing it (retries continue in the background).
      await notify(payment);
      const target = payment.status === 'canceled' && payment.cancelUrl ? payment.cancelUrl : payment.redirectUrl;
      return target ? reply.redirect(target, 303) : renderDone(payment, language);
    });

    // The tester's list of payments, newest first (Mollie's dashboard): a recurring payment has no checkout
    // to be sent to, so this is where a test finds the page that decides it.
    pages.get('/test/payments.json', async (request) => ({
      payments: state.listPayments().map((p) => ({
        id: p.id,
        status: p.status,
        sequenceType: p.sequenceType,
        method: p.method,
        customerId: p.customerId,
        mandateId: p.mandateId,
        metadata: p.metadata,
        checkoutUrl: `${origin(request)}${TEST_PROVIDER_PATH}/checkout/${p.id}`,
      })),
    }));

    // Test controls: what a bank or card holder does later, which no checkout page offers.
    pages.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/test/payments/:id/chargebacks', async (request, reply) => {
      const payment = findPayment(request.params.id);
      if (!payment) return reply.status(404).send({ detail: 'No such payment' });
      const amount = request.body?.amount === undefined ? undefined : parseMoney({ value: request.body.amount, currency: payment.currency });
      if (amount === null) return reply.status(422).send({ detail: 'The amount is invalid', field: 'amount' });
      try {
        const chargeback = state.createChargeback(payment.id, amount?.amount);
        const delivered = await notify(payment);
        return reply.status(201).send({ id: chargeback.id, amount: money(chargeback.amount, chargeback.currency), webhookDelivered: delivered });
      } catch (error) {
        // Not from this machine: the app's own 404, as if the provider did not exist.
      if (error instanceof ApiError) throw error;
      if (error instanceof TestProviderError) return reply.status(error.status).send({ detail: error.message, field: error.field });
        throw error;
      }
    });

    // The test bank's page: the tester types the reference the member's page shows.
    pages.get('/transfers', async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', checkoutCsp(null));
      return renderTransferForm(browserLocale(request) ?? 'en', null);
    });
    pages.post<{ Body: Record<string, unknown> | undefined }>('/transfers', async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', checkoutCsp(null));
      const reference = typeof request.body?.reference === 'string' ? request.body.reference : '';
      const payment = state.openTransfer(reference);
      if (!payment) return reply.status(404).send(renderTransferForm(browserLocale(request) ?? 'en', 'noMatch', reference.slice(0, 64)));
      state.setStatus(payment.id, 'paid');
      await notify(payment);
      // The payment's own page now says it is paid, with the way back to the shop.
      return reply.redirect(`${TEST_PROVIDER_PATH}/checkout/${encodeURIComponent(payment.id)}`, 303);
    });

    // The bank received a transfer quoting this reference (and the amount, if given): the payment it
    // belongs to is paid, as Mollie marks a bank transfer paid once the money is matched.
    pages.post<{ Body: Record<string, unknown> | undefined }>('/test/transfers', async (request, reply) => {
      const reference = request.body?.reference;
      const payment = typeof reference === 'string' ? state.openTransfer(reference) : null;
      if (!payment) return reply.status(404).send({ detail: 'No open bank transfer has this reference', field: 'reference' });
      if (request.body?.amount !== undefined) {
        const amount = parseMoney({ value: request.body.amount, currency: payment.currency });
        if (!amount || amount.amount !== payment.amount) return reply.status(422).send({ detail: 'The amount differs from the payment', field: 'amount' });
      }
      state.setStatus(payment.id, 'paid');
      const delivered = await notify(payment);
      return reply.send({ id: payment.id, status: payment.status, webhookDelivered: delivered });
    });

    pages.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/test/payments/:id/status', async (request, reply) => {
      const payment = findPayment(request.params.id);
      if (!payment) return reply.status(404).send({ detail: 'No such payment' });
      const status = request.body?.status;
      if (typeof status !== 'string' || !state.setStatus(payment.id, status as PaymentStatus)) {
        return reply.status(409).send({ detail: `The payment is ${payment.status} and cannot become ${String(status)}`, status: payment.status });
      }
      const delivered = await notify(payment);
      return reply.send({ id: payment.id, status: payment.status, webhookDelivered: delivered });
    });
  }
}
