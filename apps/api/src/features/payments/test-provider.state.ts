import { randomBytes } from 'node:crypto';
import { acceptsAmount, findMethod, type TestMethod, type TestMethodId } from './test-provider.methods.js';

/**
 * The built-in test provider's records: payments, customers, mandates, refunds and chargebacks, kept in
 * this process's memory (development only: a restart forgets them, as a fresh Mollie test profile would).
 * Amounts are minor units (cents); the routes turn them into Mollie's `{ value: "10.00", currency }`.
 */

export type PaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';
export type SequenceType = 'oneoff' | 'first' | 'recurring';
export const FINAL_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired'];

export interface TestPayment {
  id: string;
  createdAt: Date;
  amount: number;
  currency: string;
  description: string;
  method: TestMethodId | null;
  issuer: string | null;
  status: PaymentStatus;
  statusAt: Date | null;
  redirectUrl: string | null;
  cancelUrl: string | null;
  webhookUrl: string | null;
  metadata: unknown;
  locale: string | null;
  sequenceType: SequenceType;
  customerId: string | null;
  mandateId: string | null;
  /** Bank transfer: the reference the member quotes with the transfer. */
  transferReference: string | null;
  amountRefunded: number;
  amountChargedBack: number;
}

export interface TestCustomer {
  id: string;
  createdAt: Date;
  name: string | null;
  email: string | null;
  locale: string | null;
  metadata: unknown;
}

export interface TestMandate {
  id: string;
  customerId: string;
  createdAt: Date;
  method: 'directdebit' | 'creditcard' | 'paypal';
  status: 'valid' | 'pending' | 'invalid';
  mandateReference: string;
  /** The payment that created it; null for one created through the Mandates API. */
  paymentId: string | null;
  /** Directdebit: the account holder and IBAN; paypal: the e-mail address. Null: the test defaults. */
  consumerName: string | null;
  consumerAccount: string | null;
  consumerBic: string | null;
  signatureDate: string | null;
}

export interface TestRefund {
  id: string;
  paymentId: string;
  createdAt: Date;
  amount: number;
  currency: string;
  description: string;
  metadata: unknown;
  status: 'pending' | 'refunded';
}

export interface TestChargeback {
  id: string;
  paymentId: string;
  createdAt: Date;
  amount: number;
  currency: string;
}

/** A request Mollie would refuse: answered as Mollie's 4xx error (status, detail, field). */
export class TestProviderError extends Error {
  constructor(
    readonly status: 404 | 422,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function token(prefix: string, length = 10): string {
  return prefix + [...randomBytes(length)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** An ISO 11649 creditor reference (RFxx...), as Mollie gives for bank transfers. */
export function creditorReference(): string {
  const body = [...randomBytes(8)].map((b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('');
  const digits = `${body}RF00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  return `RF${String(98 - remainder).padStart(2, '0')}${body}`;
}

export interface NewPayment {
  amount: number;
  currency: string;
  description: string;
  method?: TestMethodId | null;
  issuer?: string | null;
  redirectUrl?: string | null;
  cancelUrl?: string | null;
  webhookUrl?: string | null;
  metadata?: unknown;
  locale?: string | null;
  sequenceType?: SequenceType;
  customerId?: string | null;
  mandateId?: string | null;
}

export interface NewMandate {
  method: 'directdebit' | 'paypal';
  consumerName: string;
  consumerAccount: string;
  consumerBic?: string | null;
  signatureDate?: string | null;
  mandateReference?: string | null;
}

export class TestProviderState {
  private readonly payments = new Map<string, TestPayment>();
  private readonly customers = new Map<string, TestCustomer>();
  private readonly mandates = new Map<string, TestMandate>();
  private readonly refunds = new Map<string, TestRefund>();
  private readonly chargebacks = new Map<string, TestChargeback>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  createCustomer(input: { name?: string | null; email?: string | null; locale?: string | null; metadata?: unknown }): TestCustomer {
    const customer: TestCustomer = {
      id: token('cst_'),
      createdAt: this.now(),
      name: input.name ?? null,
      email: input.email ?? null,
      locale: input.locale ?? null,
      metadata: input.metadata ?? null,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  customer(id: string): TestCustomer {
    const customer = this.customers.get(id);
    if (!customer) throw new TestProviderError(404, `No customer exists with token ${id}.`);
    return customer;
  }

  listCustomers(): TestCustomer[] {
    return [...this.customers.values()].reverse();
  }

  mandatesOf(customerId: string): TestMandate[] {
    this.customer(customerId);
    return [...this.mandates.values()].filter((m) => m.customerId === customerId).reverse();
  }

  mandate(customerId: string, id: string): TestMandate {
    const mandate = this.mandates.get(id);
    if (!mandate || mandate.customerId !== customerId) throw new TestProviderError(404, `No mandate exists with token ${id}.`);
    return mandate;
  }

  /**
   * Mollie's Create mandate: a mandate the merchant obtained itself (a SEPA direct debit mandate signed
   * on the merchant's own form, or a PayPal billing agreement), valid at once.
   */
  createMandate(customerId: string, input: NewMandate): TestMandate {
    this.customer(customerId);
    const mandate: TestMandate = {
      id: token('mdt_'),
      customerId,
      createdAt: this.now(),
      method: input.method,
      status: 'valid',
      mandateReference: input.mandateReference ?? `TEST-${randomBytes(6).toString('hex').toUpperCase()}`,
      paymentId: null,
      consumerName: input.consumerName,
      consumerAccount: input.consumerAccount,
      consumerBic: input.consumerBic ?? null,
      signatureDate: input.signatureDate ?? this.now().toISOString().slice(0, 10),
    };
    this.mandates.set(mandate.id, mandate);
    return mandate;
  }

  revokeMandate(customerId: string, id: string): void {
    this.mandate(customerId, id).status = 'invalid';
  }

  createPayment(input: NewPayment): TestPayment {
    const sequenceType = input.sequenceType ?? 'oneoff';
    const method = input.method ? findMethod(input.method) : undefined;
    if (input.method && !method) throw new TestProviderError(422, `The payment method is invalid`, 'method');
    if (method && !acceptsAmount(method, input.amount, input.currency)) {
      throw new TestProviderError(422, `The amount is not supported by the payment method ${method.id}`, 'amount');
    }
    if (input.customerId) this.customer(input.customerId);
    let mandateId: string | null = null;
    if (sequenceType === 'first') {
      if (!input.customerId) throw new TestProviderError(422, 'A first payment needs a customer', 'customerId');
      if (method && !method.first) throw new TestProviderError(422, `The payment method ${method.id} cannot start a mandate`, 'method');
    } else if (sequenceType === 'recurring') {
      if (!input.customerId) throw new TestProviderError(422, 'A recurring payment needs a customer', 'customerId');
      const mandate = this.validMandate(input.customerId, input.mandateId ?? null, method);
      mandateId = mandate.id;
    }
    if (sequenceType !== 'recurring' && !input.redirectUrl) throw new TestProviderError(422, 'The redirect URL is missing', 'redirectUrl');
    const recurringMethod = sequenceType === 'recurring' ? this.mandates.get(mandateId!)!.method : null;
    const payment: TestPayment = {
      id: token('tr_'),
      createdAt: this.now(),
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      method: method?.id ?? recurringMethod,
      issuer: input.issuer ?? null,
      // A recurring payment runs without the member: pending at once, decided by the bank (in test mode: by the tester).
      status: sequenceType === 'recurring' ? 'pending' : 'open',
      statusAt: null,
      redirectUrl: input.redirectUrl ?? null,
      cancelUrl: input.cancelUrl ?? null,
      webhookUrl: input.webhookUrl ?? null,
      metadata: input.metadata ?? null,
      locale: input.locale ?? null,
      sequenceType,
      customerId: input.customerId ?? null,
      mandateId,
      transferReference: method?.id === 'banktransfer' ? creditorReference() : null,
      amountRefunded: 0,
      amountChargedBack: 0,
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  private validMandate(customerId: string, mandateId: string | null, method: TestMethod | undefined): TestMandate {
    const mandates = this.mandatesOf(customerId).filter((m) => m.status === 'valid' && (!method || m.method === method.id));
    const mandate = mandateId ? mandates.find((m) => m.id === mandateId) : mandates[0];
    if (!mandate) {
      throw new TestProviderError(422, 'The customer does not have a valid mandate for this payment', mandateId ? 'mandateId' : 'customerId');
    }
    return mandate;
  }

  /** Mollie's List customer payments: newest first. */
  paymentsOf(customerId: string): TestPayment[] {
    this.customer(customerId);
    return [...this.payments.values()].filter((p) => p.customerId === customerId).reverse();
  }

  payment(id: string): TestPayment {
    const payment = this.payments.get(id);
    if (!payment) throw new TestProviderError(404, `No payment exists with token ${id}.`);
    return payment;
  }

  /** Every payment, newest first (the tester's list). */
  listPayments(): TestPayment[] {
    return [...this.payments.values()].reverse();
  }

  /** The open bank transfer a transfer with this reference pays (references are unique; case and spaces do not matter). */
  openTransfer(reference: string): TestPayment | null {
    const wanted = reference.replace(/\s+/g, '').toUpperCase();
    for (const payment of this.payments.values()) {
      if (payment.method === 'banktransfer' && payment.status === 'open' && payment.transferReference === wanted) return payment;
    }
    return null;
  }

  /** The statuses the tester may choose next (the checkout page's buttons). */
  nextStatuses(payment: TestPayment): PaymentStatus[] {
    if (payment.status === 'open') {
      return payment.method === 'banktransfer' ? ['paid', 'expired'] : ['paid', 'failed', 'canceled', 'expired', 'pending'];
    }
    if (payment.status === 'pending' || payment.status === 'authorized') return ['paid', 'failed', 'canceled', 'expired'];
    return [];
  }

  /**
   * Moves a payment to a status, as the member at the checkout or the bank would. A paid first payment
   * leaves a valid mandate for its customer. Returns false when the payment cannot go there.
   */
  setStatus(id: string, status: PaymentStatus): boolean {
    const payment = this.payment(id);
    const allowed = [...this.nextStatuses(payment), ...(payment.status === 'open' ? (['authorized'] as const) : [])];
    if (!allowed.includes(status)) return false;
    payment.status = status;
    payment.statusAt = this.now();
    if (status === 'paid' && payment.method === null) payment.method = 'creditcard';
    if (status === 'paid' && payment.sequenceType === 'first' && payment.customerId) {
      const method = findMethod(payment.method)?.mandateMethod ?? 'directdebit';
      const mandate: TestMandate = {
        id: token('mdt_'),
        customerId: payment.customerId,
        createdAt: this.now(),
        method,
        status: 'valid',
        mandateReference: `TEST-${payment.id.slice(3).toUpperCase()}`,
        paymentId: payment.id,
        consumerName: null,
        consumerAccount: null,
        consumerBic: null,
        signatureDate: null,
      };
      this.mandates.set(mandate.id, mandate);
      payment.mandateId = mandate.id;
    }
    return true;
  }

  createRefund(paymentId: string, input: { amount?: number; currency?: string; description?: string; metadata?: unknown }): TestRefund {
    const payment = this.payment(paymentId);
    if (payment.status !== 'paid') throw new TestProviderError(422, 'The payment cannot be refunded: it is not paid', 'amount');
    const remaining = payment.amount - payment.amountRefunded - payment.amountChargedBack;
    const amount = input.amount ?? remaining;
    if (input.currency !== undefined && input.currency !== payment.currency) {
      throw new TestProviderError(422, 'The refund currency differs from the payment currency', 'amount');
    }
    if (amount <= 0 || amount > remaining) {
      throw new TestProviderError(422, 'The amount is higher than the amount that can be refunded', 'amount');
    }
    const refund: TestRefund = {
      id: token('re_'),
      paymentId,
      createdAt: this.now(),
      amount,
      currency: payment.currency,
      description: input.description ?? '',
      metadata: input.metadata ?? null,
      status: 'pending',
    };
    this.refunds.set(refund.id, refund);
    payment.amountRefunded += amount;
    return refund;
  }

  refundsOf(paymentId: string): TestRefund[] {
    this.payment(paymentId);
    return [...this.refunds.values()].filter((r) => r.paymentId === paymentId).reverse();
  }

  refund(paymentId: string, id: string): TestRefund {
    const refund = this.refunds.get(id);
    if (!refund || refund.paymentId !== paymentId) throw new TestProviderError(404, `No refund exists with token ${id}.`);
    return refund;
  }

  /** What a bank does days after a cardholder disputes a payment: money taken back, payment stays paid. */
  createChargeback(paymentId: string, amount?: number): TestChargeback {
    const payment = this.payment(paymentId);
    if (payment.status !== 'paid') throw new TestProviderError(422, 'Only a paid payment can be charged back', 'paymentId');
    const remaining = payment.amount - payment.amountChargedBack - payment.amountRefunded;
    const value = amount ?? remaining;
    if (value <= 0 || value > remaining) throw new TestProviderError(422, 'The chargeback amount is higher than what is left of the payment', 'amount');
    const chargeback: TestChargeback = { id: token('chb_'), paymentId, createdAt: this.now(), amount: value, currency: payment.currency };
    this.chargebacks.set(chargeback.id, chargeback);
    payment.amountChargedBack += value;
    return chargeback;
  }

  chargebacksOf(paymentId: string): TestChargeback[] {
    this.payment(paymentId);
    return [...this.chargebacks.values()].filter((c) => c.paymentId === paymentId).reverse();
  }

  chargeback(paymentId: string, id: string): TestChargeback {
    const chargeback = this.chargebacks.get(id);
    if (!chargeback || chargeback.paymentId !== paymentId) throw new TestProviderError(404, `No chargeback exists with token ${id}.`);
    return chargeback;
  }
}
