import http from 'node:http';
import https from 'node:https';
import { createMollieClient, MollieApiError, Locale as MollieLocale, MandateMethod, MethodInclude, PaymentMethod, SequenceType, type MollieClient, type Payment } from '@mollie/api-client';
import type { Locale } from '@dating/contracts';
import type { Env } from '../../env.js';
import { TEST_PROVIDER_API_PATH } from './test-provider.routes.js';

/**
 * The payments feature's one door to the payment provider: Mollie through its official client. With
 * MOLLIE_API_KEY the real Mollie API; without, the same client pointed (apiEndpoint) at the built-in test
 * provider this app serves under /dev/mollie, so every test runs the real client code (decision record 027).
 * Amounts are minor units (cents) in and out; Mollie's "12.34" strings stay inside this file.
 */

/** The key the built-in test provider accepts (it accepts any test_ key of Mollie's shape). */
export const TEST_PROVIDER_API_KEY = 'test_BuiltInTestProviderKey00000000';

export type ProviderStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ProviderMethod {
  id: string;
  description: string;
  minimumAmount: number;
  maximumAmount: number;
  currency: string;
  image: string;
  issuers: { id: string; name: string }[];
}

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  amount: number;
  currency: string;
  description: string;
  method: string | null;
  metadata: unknown;
  /** Where to send the member to pay (open payments only). */
  checkoutUrl: string | null;
  sequenceType: 'oneoff' | 'first' | 'recurring';
  customerId: string | null;
  mandateId: string | null;
  amountRefunded: number;
  amountChargedBack: number;
  /** Bank transfer: what the member must transfer to. */
  bankTransfer: { bankName: string; iban: string; bic: string; reference: string } | null;
  /** Test mode recurring payments: the page where the tester sets the outcome. */
  changePaymentStateUrl: string | null;
  /** When the provider stops waiting for an open payment (a bank transfer's due date), if it says. */
  expiresAt: Date | null;
}

export interface CreatePaymentInput {
  /** Minor units (cents). */
  amount: number;
  currency: string;
  description: string;
  method: string;
  issuer?: string;
  /** Where the member comes back to; a recurring payment (charged on a mandate, no checkout) has none. */
  redirectUrl?: string;
  webhookUrl: string;
  metadata: Record<string, string | number | boolean | null>;
  /** The member's language and country: the checkout's language. */
  locale?: Locale;
  country?: string;
  customerId?: string;
  sequenceType?: 'oneoff' | 'first' | 'recurring';
  mandateId?: string;
}

export interface ProviderMandate {
  id: string;
  status: 'valid' | 'pending' | 'invalid';
  method: string;
  createdAt: string;
  /** What the member recognises it by (repeat order): the account, card or PayPal address, as the provider gives it. */
  details?: MandateDetails;
}

/** Mollie's mandate details: consumerName/consumerAccount (SEPA IBAN or PayPal address) or the card's label and last digits. */
export interface MandateDetails {
  consumerAccount?: string | null;
  cardLabel?: string | null;
  cardNumber?: string | null;
}

export interface NewDirectDebitMandate {
  /** The account holder's name, as on the form. */
  consumerName: string;
  /** IBAN, electronic format. */
  consumerAccount: string;
  /** YYYY-MM-DD: the day the member confirmed with the SMS code. */
  signatureDate: string;
  /** Ours, unique per mandate (some banks refuse a debit whose reference is not). At most 35 characters. */
  mandateReference: string;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
  status: string;
  /** What we gave it when we asked for it (ours: the payment and the outbox row of the refund). */
  metadata: unknown;
}

export interface ProviderChargeback {
  id: string;
  paymentId: string;
  amount: number;
  currency: string;
}

export interface PaymentProvider {
  /** 'mollie': the real API; 'test': the built-in test provider. */
  readonly kind: 'mollie' | 'test';
  listMethods(country: string | null, amount: { amount: number; currency: string }, locale: Locale, sequenceType?: 'oneoff' | 'first' | 'recurring'): Promise<ProviderMethod[]>;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  /**
   * The payment, or null when the provider says no such payment exists (its 404, or an id that cannot be a
   * payment id). Every other failure (unreachable, a 5xx, a refused key) throws: the caller cannot know.
   */
  findPayment(id: string): Promise<ProviderPayment | null>;
  createCustomer(input: { name?: string; email?: string; locale?: Locale; country?: string; metadata?: Record<string, string | number> }): Promise<{ id: string }>;
  listMandates(customerId: string): Promise<ProviderMandate[]>;
  /** A SEPA direct debit mandate the member signed with us (Mollie: Create mandate, method directdebit). */
  createDirectDebitMandate(customerId: string, input: NewDirectDebitMandate): Promise<ProviderMandate>;
  /** The whole remaining amount unless an amount (minor units) is given. */
  createRefund(paymentId: string, input: { amount?: number; currency?: string; description?: string; metadata?: Record<string, string | number> }): Promise<ProviderRefund>;
  listRefunds(paymentId: string): Promise<ProviderRefund[]>;
  listChargebacks(paymentId: string): Promise<ProviderChargeback[]>;
}

/** "12.34" -> 1234. */
export function toMinor(value: string): number {
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return value.startsWith('-') ? -minor : minor;
}

/** 1234 -> "12.34". */
export function fromMinor(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(Math.abs(minor % 100)).padStart(2, '0')}`;
}

const MOLLIE_LOCALES = new Set<string>(Object.values(MollieLocale));
const DEFAULT_REGION: Record<Locale, string> = { nl: 'NL', de: 'DE', en: 'GB', es: 'ES', fr: 'FR', it: 'IT', pl: 'PL' };

/** Our language and the member's country -> Mollie's locale: nl + BE -> nl_BE, de + CH -> de_CH, en -> en_GB ... */
export function mollieLocale(locale: Locale, country?: string | null): MollieLocale {
  const own = `${locale}_${(country ?? '').toUpperCase()}`;
  const value = MOLLIE_LOCALES.has(own) ? own : `${locale}_${DEFAULT_REGION[locale]}`;
  return Object.values(MollieLocale).find((l) => l === value) ?? MollieLocale.en_GB;
}

/** A method id Mollie knows (ideal, creditcard, ...): anything else is refused before the provider is asked. */
export function isProviderMethod(id: string): boolean {
  return Object.values(PaymentMethod).some((m) => m === id);
}

/** Mollie's payment ids: tr_ and letters and digits. Anything else is no payment, asked of nobody. */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

function methodOf(id: string): PaymentMethod {
  const method = Object.values(PaymentMethod).find((m) => m === id);
  if (!method) throw new Error(`unknown payment method ${id}`);
  return method;
}

function sequenceOf(value: 'oneoff' | 'first' | 'recurring' | undefined): SequenceType | undefined {
  return value === undefined ? undefined : Object.values(SequenceType).find((s) => s === value);
}

function toPayment(p: Payment): ProviderPayment {
  const details = p.details as Record<string, unknown> | undefined | null;
  const links = p._links;
  return {
    id: p.id,
    status: p.status,
    amount: toMinor(p.amount.value),
    currency: p.amount.currency,
    description: p.description,
    method: p.method ?? null,
    metadata: p.metadata ?? null,
    checkoutUrl: p.status === 'open' ? (links.checkout?.href ?? null) : null,
    sequenceType: p.sequenceType,
    customerId: p.customerId ?? null,
    mandateId: p.mandateId ?? null,
    amountRefunded: p.amountRefunded ? toMinor(p.amountRefunded.value) : 0,
    amountChargedBack: p.amountChargedBack ? toMinor(p.amountChargedBack.value) : 0,
    bankTransfer:
      p.method === 'banktransfer' && details && typeof details.bankAccount === 'string'
        ? { bankName: String(details.bankName ?? ''), iban: details.bankAccount, bic: String(details.bankBic ?? ''), reference: String(details.transferReference ?? '') }
        : null,
    changePaymentStateUrl: links.changePaymentState?.href ?? null,
    expiresAt: p.expiresAt ? new Date(p.expiresAt) : null,
  };
}

/**
 * @mollie/api-client 4.6 always sends its requests through an https.Agent carrying its own CA bundle, so an
 * http:// apiEndpoint fails ("Protocol "http:" not supported"). The built-in test provider is plain http on
 * this machine: while the client is constructed (synchronously, nothing else runs meanwhile) https.Agent is
 * http.Agent, so the client's agent speaks http. Everything else in the client is untouched.
 */
function createPlainHttpClient(apiKey: string, apiEndpoint: string): MollieClient {
  const original = https.Agent;
  Reflect.set(https, 'Agent', http.Agent);
  try {
    return createMollieClient({ apiKey, apiEndpoint });
  } finally {
    Reflect.set(https, 'Agent', original);
  }
}

/** The built-in test provider's API as the server reaches it: this process, over loopback. */
export function testProviderEndpoint(env: Pick<Env, 'port' | 'host'>): string {
  const host = env.host === '::1' || env.host === '::' ? '[::1]' : '127.0.0.1';
  return `http://${host}:${env.port}${TEST_PROVIDER_API_PATH}/`;
}

export function createPaymentProvider(env: Pick<Env, 'mollieApiKey' | 'port' | 'host'>, options: { testEndpoint?: string } = {}): PaymentProvider {
  const client = env.mollieApiKey
    ? createMollieClient({ apiKey: env.mollieApiKey, versionStrings: 'Amora/1.0' })
    : createPlainHttpClient(TEST_PROVIDER_API_KEY, options.testEndpoint ?? testProviderEndpoint(env));

  return {
    kind: env.mollieApiKey ? 'mollie' : 'test',

    async listMethods(country, { amount, currency }, locale, sequenceType) {
      const methods = await client.methods.list({
        amount: { value: fromMinor(amount), currency },
        locale: mollieLocale(locale, country),
        ...(country && { billingCountry: country.toUpperCase() }),
        ...(sequenceType && { sequenceType: sequenceOf(sequenceType) }),
        include: MethodInclude.issuers,
      });
      return methods.map((m) => ({
        id: m.id,
        description: m.description,
        minimumAmount: toMinor(m.minimumAmount.value),
        maximumAmount: toMinor(m.maximumAmount?.value ?? '0'),
        currency: m.minimumAmount.currency,
        image: m.image.svg,
        issuers: (m.issuers ?? []).map((i) => ({ id: i.id, name: i.name })),
      }));
    },

    async createPayment(input) {
      const payment = await client.payments.create({
        amount: { value: fromMinor(input.amount), currency: input.currency },
        description: input.description,
        method: methodOf(input.method),
        ...(input.issuer && { issuer: input.issuer }),
        ...(input.redirectUrl && { redirectUrl: input.redirectUrl }),
        webhookUrl: input.webhookUrl,
        metadata: input.metadata,
        ...(input.locale && { locale: mollieLocale(input.locale, input.country) }),
        ...(input.customerId && { customerId: input.customerId }),
        ...(input.sequenceType && { sequenceType: sequenceOf(input.sequenceType) }),
        ...(input.mandateId && { mandateId: input.mandateId }),
      });
      return toPayment(payment);
    },

    async getPayment(id) {
      return toPayment(await client.payments.get(id));
    },

    async findPayment(id) {
      if (!PAYMENT_ID.test(id)) return null;
      try {
        return toPayment(await client.payments.get(id));
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async createCustomer(input) {
      const customer = await client.customers.create({
        ...(input.name && { name: input.name }),
        ...(input.email && { email: input.email }),
        ...(input.locale && { locale: mollieLocale(input.locale, input.country) }),
        ...(input.metadata && { metadata: input.metadata }),
      });
      return { id: customer.id };
    },

    async listMandates(customerId) {
      const page = await client.customerMandates.page({ customerId });
      return page.map((m) => {
        const details = (m.details ?? {}) as MandateDetails;
        return {
          id: m.id,
          status: m.status,
          method: m.method,
          createdAt: m.createdAt,
          details: { consumerAccount: details.consumerAccount ?? null, cardLabel: details.cardLabel ?? null, cardNumber: details.cardNumber ?? null },
        };
      });
    },

    async createDirectDebitMandate(customerId, input) {
      const m = await client.customerMandates.create({
        customerId,
        method: MandateMethod.directdebit,
        consumerName: input.consumerName,
        consumerAccount: input.consumerAccount,
        signatureDate: input.signatureDate,
        mandateReference: input.mandateReference,
      });
      return { id: m.id, status: m.status, method: m.method, createdAt: m.createdAt };
    },

    async createRefund(paymentId, input) {
      const payment = input.amount === undefined ? await client.payments.get(paymentId) : null;
      const currency = input.currency ?? payment?.amount.currency ?? 'EUR';
      const amount = input.amount ?? (payment?.amountRemaining ? toMinor(payment.amountRemaining.value) : 0);
      const refund = await client.paymentRefunds.create({
        paymentId,
        amount: { value: fromMinor(amount), currency },
        ...(input.description && { description: input.description }),
        ...(input.metadata && { metadata: input.metadata }),
      });
      return { id: refund.id, paymentId, amount: toMinor(refund.amount.value), currency: refund.amount.currency, status: refund.status, metadata: refund.metadata ?? null };
    },

    async listRefunds(paymentId) {
      const page = await client.paymentRefunds.page({ paymentId });
      return page.map((r) => ({ id: r.id, paymentId, amount: toMinor(r.amount.value), currency: r.amount.currency, status: r.status, metadata: r.metadata ?? null }));
    },

    async listChargebacks(paymentId) {
      const page = await client.paymentChargebacks.page({ paymentId });
      return page.map((c) => ({ id: c.id, paymentId, amount: toMinor(c.amount.value), currency: c.amount.currency }));
    },
  };
}
