import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { getCredits, getPricing } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { createPaymentProvider, testProviderEndpoint, type PaymentProvider } from './provider.js';
import { memberCountry, methodsFor, priceList, tryoutAvailable } from './packages.service.js';
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

export default async function paymentRoutes(app: FastifyInstance) {
  const provider = providerOf(app);
  const logFor = (request: { log: FastifyInstance['log'] }) => (error: unknown) =>
    request.log.warn({ err: error }, 'payment methods unavailable; prices shown without them');

  route(app, getCredits, async (request) => {
    const { member } = request;
    const [list, tryout] = await Promise.all([
      memberCountry(app.db, member.id).then((country) => priceList(app.db, country, request.site.defaultCountry)),
      tryoutAvailable(app.db, member),
    ]);
    const methods = await methodsFor(provider(), list, request.locale, logFor(request));
    return { ...list, ...methods, credits: member.credits, premium: member.paidUser, tryout_available: tryout && list.tryout !== null };
  });

  route(app, getPricing, async (request) => {
    // A member sees the prices of /credits (the profile's country) unless a country is asked for.
    const own = request.member ? await memberCountry(app.db, request.member.id) : null;
    const selected = request.cookies[SELECTED_COUNTRY_COOKIE]?.toUpperCase();
    const list = await priceList(app.db, request.query.country ?? own ?? selected ?? request.geoCountry, request.site.defaultCountry);
    return { ...list, ...(await methodsFor(provider(), list, request.locale, logFor(request))) };
  });
}
