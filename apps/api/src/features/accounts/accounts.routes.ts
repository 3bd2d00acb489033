import type { FastifyInstance } from 'fastify';
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
import { route } from '../../lib/route.js';
import { ApiError } from '../../lib/api-error.js';
import { endSession, startSession } from '../../plugins/session.js';
import { signupEnabled } from '../settings/settings.service.js';
import { TRAFFIC_SOURCE_COOKIE } from '../settings/settings.routes.js';
import * as accounts from './accounts.service.js';
import { presentCurrentUser } from './accounts.presenter.js';
import { sendActivationMail } from './accounts.mail.js';

export default async function accountRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  route(app, getUser, async (request) => ({
    user: request.member ? await presentCurrentUser(app.db, request.member, request.site) : null,
  }));

  route(app, login, async (request, reply) => {
    const user = await accounts.login(app.db, { ...request.body, ip: request.ip, now: now() });
    await startSession(app.db, request, reply, user.id, now());
    return { user: await presentCurrentUser(app.db, user, request.site) };
  });

  route(app, updateLanguage, async (request, reply) => {
    const user = await accounts.setLanguage(app.db, request.member!.id, request.body.language);
    reply.setCookie(LANGUAGE_COOKIE, request.body.language, {
      path: '/',
      sameSite: 'lax',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_DAYS * 86_400,
    });
    return { user: await presentCurrentUser(app.db, user, request.site) };
  });

  route(app, logout, async (request, reply) => {
    await endSession(app.db, request, reply, now());
    return { success: true as const };
  });

  route(app, checkEmail, async (request) => {
    const result = await accounts.checkEmail(app.db, request.body.email);
    const t = request.t;
    const message = !result.valid
      ? t('errors:field.email_invalid')
      : !result.available
        ? t('errors:field.email_taken')
        : result.suggestion
          ? t('errors:field.email_suggestion', { suggestion: result.suggestion })
          : null;
    return { ...result, message };
  });

  route(app, signup, async (request, reply) => {
    const { site } = request;
    const hasTrafficSource = Boolean(request.body.tracking?.ref || request.body.tracking?.network || request.cookies[TRAFFIC_SOURCE_COOKIE]);
    if (!signupEnabled(site, hasTrafficSource)) throw new ApiError(403, 'signups_closed');
    const { user, activationToken } = await accounts.signup(app.db, {
      body: request.body,
      site,
      language: request.locale,
      ip: request.ip,
      now: now(),
    });
    await startSession(app.db, request, reply, user.id, now());
    const sent = await sendActivationMail(app, user, site, activationToken);
    reply.status(200);
    return { user: await presentCurrentUser(app.db, user, site), activation_mail_sent: sent };
  });

  route(app, activate, async (request, reply) => {
    const outcome = await accounts.activate(app.db, request.query.token ?? '', now());
    const target = outcome === 'invalid' ? 'activateError' : 'activateDone';
    return reply.redirect(pathFor(target, request.locale), 302);
  });

  route(app, resendActivation, async (request) => {
    const token = await accounts.renewActivationToken(app.db, request.member!, now());
    const sent = await sendActivationMail(app, request.member!, request.site, token);
    if (!sent) throw new ApiError(503, 'internal_error');
    return { success: true as const };
  });
}
