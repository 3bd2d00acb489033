import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  activate,
  checkEmail,
  getUser,
  login,
  logout,
  resendActivation,
  signup,
  updateLanguage,
} from '@dating/contracts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, pathFor } from '@dating/i18n';
import { route, type HandlerRequest } from '../../lib/route.js';
import { ApiError, fail } from '../../lib/api-error.js';
import { endSession, startSession } from '../../plugins/session.js';
import { signupEnabled } from '../settings/settings.service.js';
import { trackingFromCookie, trackingFromQuery } from '../settings/traffic-source.js';
import * as accounts from './accounts.service.js';
import { currentUserAnswer, presentCurrentUser } from './accounts.presenter.js';
import { renewReactivationToken } from './deletion.service.js';

export default async function accountRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  // The session lookup already read the profile and main photo: no query of its own (issue 18).
  route(app, getUser, async (request) => ({
    user: request.member ? currentUserAnswer(request.member, request.memberProfile, request.site) : null,
  }));

  route(
    app,
    login,
    async (request, reply) => {
      const user = await accounts.login(request.unitDb, { ...request.body, ip: request.ip, now: now() });
      await startSession(request.unitDb, request, reply, user.id, now());
      return { user: await presentCurrentUser(request.unitDb, user, request.site) };
    },
    { rateLimit: 'login' },
  );

  route(app, updateLanguage, async (request, reply) => {
    const user = await accounts.setLanguage(request.unitDb, request.member.id, request.body.language);
    reply.setCookie(LANGUAGE_COOKIE, request.body.language, {
      path: '/',
      sameSite: 'lax',
      // Secure like the session cookie (and like the web app writes it) when the site is served over https.
      secure: request.protocol === 'https' || app.deps.env.publicUrl.startsWith('https:'),
      maxAge: LANGUAGE_COOKIE_MAX_AGE_DAYS * 86_400,
    });
    return { user: await presentCurrentUser(request.unitDb, user, request.site) };
  });

  route(app, logout, async (request, reply) => {
    await endSession(request.unitDb, request, reply, now());
    return { success: true as const };
  });

  route(app, checkEmail, checkEmailHandler, { rateLimit: 'checkEmail' });
  async function checkEmailHandler(request: HandlerRequest<typeof checkEmail>) {
    const result = await accounts.checkEmail(request.unitDb, request.body.email);
    const t = request.t;
    const message = !result.valid
      ? t('errors:field.email_invalid')
      : !result.available
        ? t('errors:field.email_taken')
        : result.suggestion
          ? t('errors:field.email_suggestion', { suggestion: result.suggestion })
          : null;
    return { ...result, message };
  }

  route(app, signup, signupHandler, { rateLimit: 'signup' });
  async function signupHandler(request: HandlerRequest<typeof signup>, reply: FastifyReply) {
    const { site } = request;
    // The record sent with the signup, else the one the landing page left in the visitor's cookie.
    const tracking = trackingFromQuery(request.body.tracking ?? {}) ?? trackingFromCookie(request);
    if (!signupEnabled(site, tracking !== null)) throw fail('signups_closed');
    let created: accounts.SignupResult;
    try {
      const { campaign, ...record } = tracking ?? {};
      created = await accounts.signup(request.unitDb, { body: { ...request.body, tracking: tracking ? record : undefined }, site, language: request.locale, ip: request.ip, now: now(), campaign });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_deleted_reactivatable') await mailReactivationLink(request.body.email);
      throw error;
    }
    const { user } = created;
    await startSession(request.unitDb, request, reply, user.id, now());
    // The activation mail leaves with account.signed_up; the answer says whether it went out.
    const sent = await app.events.deliverNow(request.unitDb);
    return { user: await presentCurrentUser(request.unitDb, user, site), activation_mail_sent: sent };

    /** Signing up again with a recently deleted address mails the way back instead. */
    async function mailReactivationLink(email: string) {
      const deleted = await accounts.findUserByEmail(request.unitDb, email);
      const renewed = deleted && (await renewReactivationToken(request.unitDb, deleted, site.id, now()));
      // The call fails (the address is taken), so its events are delivered here, not after it.
      if (renewed) await app.events.deliverNow(request.unitDb);
    }
  }

  route(app, activate, async (request, reply) => {
    const outcome = await accounts.activate(request.unitDb, request.query.token ?? '', now());
    // Signed up from a member's landing page: straight into the conversation with that member.
    if (outcome.kind === 'activated' && outcome.targetProfileId !== null) {
      return reply.redirect(pathFor('memberChat', request.locale, { id: outcome.targetProfileId }), 302);
    }
    const target = outcome.kind === 'invalid' ? 'activateError' : 'activateDone';
    return reply.redirect(pathFor(target, request.locale), 302);
  });

  route(
    app,
    resendActivation,
    async (request) => {
      await accounts.renewActivationToken(request.unitDb, request.member, request.site.id, now());
      if (!(await app.events.deliverNow(request.unitDb))) throw fail('mail_unavailable');
      return { success: true as const };
    },
    { rateLimit: 'mail' },
  );
}
