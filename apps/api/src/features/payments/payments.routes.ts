import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getCredits, getPayment, getPricing, getRepeatOrder, getTransactions, paymentWebhook, postPayment, postRepeatOrder } from '@dating/contracts';
import { pathFor } from '@dating/i18n';
import { fail } from '../../lib/api-error.js';
import { route } from '../../lib/route.js';
import { acceptFormBodies } from '../../lib/form-body.js';
import { createPaymentProvider, testProviderEndpoint, type PaymentProvider } from './provider.js';
import { applyProviderPayment, memberPayments, ownPayment, present, startPayment, withMandate } from './payments.service.js';
import { memberCountry, methodsFor, priceList, tryoutAvailable } from './packages.service.js';
import { memberAdjustments } from '../console-money/money.service.js';
import { chargeRepeatOrder, repeatOffer } from './repeat-order.service.js';
import { SELECTED_COUNTRY_COOKIE } from '../settings/settings.routes.js';
import { testProviderWanted } from './test-provider.routes.js';

/**
 * The payment provider this app talks to: Mollie with MOLLIE_API_KEY; else the built-in test provider,
 * reached over loopback at the address this server actually listens on (a test's port 0 included);
 * none in production without a key (decision 027). Built on first use, once the server listens.
 */
export function providerOf(app: FastifyInstance): () => PaymentProvider | null {
  let provider: PaymentProvider | null = null;
  return () => {
    const { env } = app.deps;
    if (provider) return provider;
    if (env.mollieApiKey) return (provider = createPaymentProvider(env));
    if (!testProviderWanted(env)) return null;
    const address = app.server.address();
    if (!address || typeof address === 'string') return createPaymentProvider(env);
    const { port, address: host } = address satisfies AddressInfo;
    return (provider = createPaymentProvider(env, { testEndpoint: testProviderEndpoint({ port, host }) }));
  };
}

/**
 * Where the provider calls us: Mollie at the site's public address; the built-in test provider over the
 * same loopback address the adapter reaches it on (this process).
 */
export function webhookUrl(app: FastifyInstance): string {
  const { env } = app.deps;
  const address = app.server.address();
  if (env.mollieApiKey || !address || typeof address === 'string') return `${env.publicUrl}${paymentWebhook.path}`;
  return new URL(paymentWebhook.path, testProviderEndpoint({ port: address.port, host: address.address })).href;
}

/**
 * What every way of paying tells the provider, from the request: the member's language, the site's own
 * country, the description on the member's statement, where the member comes back to and where the
 * provider calls us.
 */
export function paymentRequestContext(app: FastifyInstance, request: FastifyRequest) {
  const origin = `${request.protocol}://${request.host}`;
  return {
    locale: request.locale,
    siteDefaultCountry: request.site.defaultCountry,
    description: (count: number) => `${request.site.name}: ${request.t('payments:package.credits', { count })}`,
    redirectUrl: (id: number) => `${origin}${pathFor('transactions', request.locale, { id })}`,
    webhookUrl: webhookUrl(app),
    now: app.deps.clock(),
  };
}

export default async function paymentRoutes(app: FastifyInstance) {
  const provider = providerOf(app);
  // The provider's webhook is a form post (id=tr_…), as Mollie sends it.
  acceptFormBodies(app);
  const logFor = (request: { log: FastifyInstance['log'] }) => (error: unknown) =>
    request.log.warn({ err: error }, 'payment methods unavailable; prices shown without them');

  route(app, getCredits, async (request) => {
    const { member } = request;
    const [list, tryout] = await Promise.all([
      memberCountry(request.unitDb, member.id).then((country) => priceList(request.unitDb, country, request.site.defaultCountry)),
      tryoutAvailable(request.unitDb, member),
    ]);
    const methods = await methodsFor(provider(), list, request.locale, logFor(request));
    return { ...list, ...methods, credits: member.credits, premium: member.paidUser, tryout_available: tryout && list.tryout !== null, premium_since: member.premiumSince?.toISOString() ?? null };
  });

  route(app, getPricing, async (request) => {
    // A member sees the prices of /credits (the profile's country) unless a country is asked for.
    const own = request.member ? await memberCountry(request.unitDb, request.member.id) : null;
    const selected = request.cookies[SELECTED_COUNTRY_COOKIE]?.toUpperCase();
    const list = await priceList(request.unitDb, request.query.country ?? own ?? selected ?? request.geoCountry, request.site.defaultCountry);
    return { ...list, ...(await methodsFor(provider(), list, request.locale, logFor(request))) };
  });

  await paymentFlowRoutes(app, provider);
}

export async function paymentFlowRoutes(app: FastifyInstance, provider: () => PaymentProvider | null) {
  route(app, postPayment, async (request) => {
    const { member, body } = request;
    const input = { ...paymentRequestContext(app, request), packageId: body.package_id, method: body.method, issuer: body.issuer, discountCode: body.discount_code };
    return startPayment(request.unitDb, provider(), member, input, request.log);
    // The provider is asked over the network: the key is claimed outside any transaction.
  }, { idempotency: 'claim' });

  route(app, getPayment, async (request) => {
    let row = await ownPayment(request.unitDb, request.member.id, request.query.id);
    const current = provider();
    // Back from the provider before its webhook: ask the provider now (applied once, like the webhook).
    if ((row.status === 'open' || row.status === 'pending') && row.providerId && current) {
      try {
        row = (await applyProviderPayment(request.unitDb, await withMandate(current, await current.getPayment(row.providerId)), new Date(), request.log)) ?? row;
      } catch (error) {
        request.log.warn({ err: error, paymentId: row.id }, 'payment provider not reached; answering the stored status');
      }
    }
    return present(row);
  });

  // Repeat order (premium members): what one click buys again, and the click itself (idempotent).
  route(app, getRepeatOrder, async (request) => {
    const offer = await repeatOffer(request.unitDb, provider(), request.member, request.site.defaultCountry, request.log);
    return {
      package: offer.package,
      mandate: offer.mandate && { method: offer.mandate.method, account: offer.mandate.account },
      premium_since: request.member.premiumSince?.toISOString() ?? null,
    };
  });

  route(app, postRepeatOrder, async (request) => {
    const input = { ...paymentRequestContext(app, request), packageId: request.body.package_id };
    return chargeRepeatOrder(request.unitDb, provider(), request.member, input, request.log);
    // As for payment.php: the key is claimed outside any transaction, so no lock waits on the provider.
  }, { idempotency: 'claim' });

  route(app, getTransactions, async (request) => ({
    payments: (await memberPayments(request.unitDb, request.member.id)).map(present),
    adjustments: await memberAdjustments(request.unitDb, request.member.id),
  }));

  route(app, paymentWebhook, async (request) => {
    const current = provider();
    // No provider to ask (production without a key): we cannot know, so the provider should try again.
    if (!current) throw fail('service_unavailable');
    let payment;
    try {
      const found = await current.findPayment(request.body.id);
      payment = found && (await withMandate(current, found));
    } catch (error) {
      // The provider unreachable or failing: a non-2xx makes Mollie call again later (decision 031).
      request.log.warn({ err: error, providerId: request.body.id }, 'payment webhook: provider not reached; answered 503 so it is sent again');
      throw fail('service_unavailable');
    }
    if (!payment) {
      // Unknown to the provider: nothing to apply; Mollie advises 200 so it stops asking.
      request.log.info({ providerId: request.body.id }, 'payment webhook: payment not found at the provider');
      return {};
    }
    await applyProviderPayment(request.unitDb, payment, new Date(), request.log);
    return {};
  });
}
