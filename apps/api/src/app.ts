import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { MAX_PHOTO_BYTES } from '@dating/contracts';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { schemaSerializerCompiler } from './lib/schema-serializer.js';
import depsPlugin, { type AppDeps } from './plugins/deps.js';
import inflightPlugin from './plugins/inflight.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import forwardedPlugin from './plugins/forwarded.js';
import errorsPlugin from './plugins/errors.js';
import inputGuardPlugin from './plugins/input-guard.js';
import sitePlugin from './plugins/site.js';
import sessionPlugin from './plugins/session.js';
import staffSessionPlugin from './plugins/staff-session.js';
import i18nPlugin from './plugins/i18n.js';
import webPlugin from './plugins/web.js';
import compressionPlugin from './plugins/compression.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import { registerDevOnly } from './plugins/dev-only.js';
import settingsRoutes from './features/settings/settings.routes.js';
import accountRoutes from './features/accounts/accounts.routes.js';
import lifecycleRoutes from './features/accounts/lifecycle.routes.js';
import profileRoutes from './features/profiles/profiles.routes.js';
import searchRoutes from './features/search/search.routes.js';
import landerRoutes from './features/landers/landers.routes.js';
import photoRoutes from './features/photos/photos.routes.js';
import geocodeRoutes from './features/geocode/geocode.routes.js';
import likeRoutes from './features/likes/likes.routes.js';
import chatRoutes from './features/chat/chat.routes.js';
import paymentRoutes from './features/payments/payments.routes.js';
import notificationPreferenceRoutes from './features/notifications/preferences.routes.js';
import staffRoutes from './features/staff/staff.routes.js';
import campaignRoutes from './features/campaigns/campaigns.routes.js';
import campaignLinkRoutes from './features/landers/campaign-links.routes.js';
import fictionalRoutes from './features/fictional/fictional.routes.js';
import catalogRoutes from './features/catalog/catalog.routes.js';
import consoleMoneyRoutes from './features/console-money/money.routes.js';
import moderationRoutes from './features/moderation/moderation.routes.js';
import realtimePlugin from './features/realtime/realtime.plugin.js';
import eventsPlugin from './events/events.plugin.js';
import jobsPlugin from './jobs/jobs.plugin.js';
import docsRoutes from './features/docs/openapi.js';
import pushPlugin from './features/push/push.plugin.js';
import pushRoutes from './features/push/push.routes.js';
import { addVariantConstraint } from './lib/route.js';
import outboxRoutes from './features/dev/outbox.routes.js';
import smsOutboxRoutes from './features/dev/sms-outbox.routes.js';
import directDebitRoutes from './features/payments/direct-debit.routes.js';
import spendingCapRoutes from './features/payments/spending-cap.routes.js';
import offerRoutes from './features/offers/offers.routes.js';
import testProviderRoutes, { testProviderWanted } from './features/payments/test-provider.routes.js';

export interface BuildOptions {
  /** Pino logger settings; false in tests. */
  logger?: boolean | { level: string };
}

/** The whole application as one Fastify instance; server.ts only listens and shuts down. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: deps.env.logLevel },
    // Only the listed proxies' X-Forwarded-* count; from anyone else they change nothing.
    trustProxy: deps.env.trustProxy.length > 0 ? [...deps.env.trustProxy] : false,
    bodyLimit: 1024 * 1024,
    // Answer 400, not 500, for a malformed URL or header.
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  addVariantConstraint(app, ['push']);
  app.setValidatorCompiler(validatorCompiler);
  // Tests and development check every answer against its contract; production writes it from the compiled schema.
  app.setSerializerCompiler(deps.env.responseSerializer === 'zod' ? serializerCompiler : schemaSerializerCompiler);

  await app.register(errorsPlugin);
  await app.register(depsPlugin, { deps });
  await app.register(forwardedPlugin);
  await app.register(inflightPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(fastifyCookie);
  await app.register(inputGuardPlugin);
  await app.register(sitePlugin);
  await app.register(sessionPlugin);
  await app.register(staffSessionPlugin);
  await app.register(i18nPlugin);
  await app.register(rateLimitPlugin);
  await app.register(realtimePlugin);
  await app.register(eventsPlugin);
  await app.register(jobsPlugin);
  await app.register(pushPlugin);
  // Photo uploads (profile photos, photos in chat): one file, at most MAX_PHOTO_BYTES.
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });

  await app.register(settingsRoutes);
  await app.register(accountRoutes);
  await app.register(lifecycleRoutes);
  await app.register(profileRoutes);
  await app.register(searchRoutes);
  await app.register(landerRoutes);
  await app.register(photoRoutes);
  await app.register(geocodeRoutes);
  await app.register(likeRoutes);
  await app.register(chatRoutes);
  await app.register(notificationPreferenceRoutes);
  await app.register(campaignRoutes);
  await app.register(campaignLinkRoutes);
  await app.register(paymentRoutes);
  await app.register(directDebitRoutes);
  await app.register(spendingCapRoutes);
  await app.register(offerRoutes);
  await app.register(pushRoutes);
  await app.register(staffRoutes);
  await app.register(fictionalRoutes);
  await app.register(catalogRoutes);
  await app.register(consoleMoneyRoutes);
  await app.register(moderationRoutes);
  await app.register(docsRoutes);
  // Answers requests from this machine only: the mails hold sign-in and password-reset links.
  if (deps.env.devOutbox && deps.outbox) await registerDevOnly(app, outboxRoutes, { outbox: deps.outbox });
  // The direct debit codes: the same rule as the mail outbox.
  if (deps.env.devOutbox && deps.smsOutbox) await registerDevOnly(app, smsOutboxRoutes, { outbox: deps.smsOutbox });

  // The built-in test payment provider: without a Mollie key, and never in production unless allowed
  // (there payments are simply unavailable until MOLLIE_API_KEY is set; decision 027).
  if (testProviderWanted(deps.env)) await app.register(testProviderRoutes, { env: deps.env });
  await app.register(webPlugin);
  return app;
}
