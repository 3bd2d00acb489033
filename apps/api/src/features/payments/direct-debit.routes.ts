import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '@dating/db';
import { confirmDirectDebit, postDirectDebit, resendDirectDebitCode } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { providerOf, webhookUrl } from './payments.routes.js';
import * as directDebit from './direct-debit.service.js';
import type { DirectDebitContext } from './direct-debit.service.js';

/**
 * SEPA direct debit with an SMS code (issue 11, decisions 033 and 034): the form (step 1, a code by
 * SMS), another code, and the code (step 2: mandate and payment at the provider, then /transactions/{id}).
 */
export default async function directDebitRoutes(app: FastifyInstance) {
  const provider = providerOf(app);

  const context = (request: FastifyRequest & { unitDb: Db }): DirectDebitContext => ({
    db: request.unitDb,
    provider: provider(),
    sms: app.deps.sms,
    log: request.log,
    now: app.deps.clock(),
    locale: request.locale,
    siteDefaultCountry: request.site.defaultCountry,
  });

  /** The text, in the member's language: the code, the site and what it confirms. */
  const smsText = (request: FastifyRequest) => (code: string, price: { amount: number; currency: string }) =>
    request.t('payments:directDebit.sms', {
      code,
      site: request.site.name,
      price: new Intl.NumberFormat(request.locale, { style: 'currency', currency: price.currency }).format(price.amount / 100),
      minutes: directDebit.CODE_RULES.ttlMs / 60_000,
    });

  route(app, postDirectDebit, async (request) => directDebit.startDirectDebit(context(request), request.member, request.body, smsText(request)));

  route(app, resendDirectDebitCode, async (request) =>
    directDebit.resendDirectDebitCode(context(request), request.member, request.body.request_id, smsText(request)),
  );

  route(app, confirmDirectDebit, async (request) =>
    directDebit.confirmDirectDebit(context(request), request.member, request.body.request_id, request.body.otp, {
      description: (count) => `${request.site.name}: ${request.t('payments:package.credits', { count })}`,
      webhookUrl: webhookUrl(app),
    }),
  );
}
