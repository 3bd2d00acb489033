import type { FastifyInstance } from 'fastify';
import {
  acceptRetentionOffer,
  changePassword,
  checkPasswordReset,
  confirmEmailChange,
  deleteAccount,
  enableNotifications,
  exportData,
  reactivateAccount,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  updateAccountSettings,
} from '@dating/contracts';
import { pathFor } from '@dating/i18n';
import { eq } from 'drizzle-orm';
import { users } from '@dating/db';
import { route } from '../../lib/route.js';
import { fail } from '../../lib/api-error.js';
import { presentCurrentUser } from './accounts.presenter.js';
import * as passwords from './password.service.js';
import * as emailChange from './email-change.service.js';
import * as deletion from './deletion.service.js';
import { exportMemberData } from './export.service.js';

/** The life of an account after signup: reset, change password and e-mail, settings, deletion, export. */
export default async function lifecycleRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  route(
    app,
    requestPasswordReset,
    async (request) => {
      await passwords.startPasswordReset(request.unitDb, request.body.email, { siteId: request.site.id, locale: request.locale }, now());
      if (!(await app.events.deliverNow(request.unitDb))) throw fail('mail_unavailable');
      return { success: true as const };
    },
    { rateLimit: 'passwordReset' },
  );

  route(app, checkPasswordReset, async (request) => ({
    valid: await passwords.isResetTokenValid(request.unitDb, request.query.token ?? '', now()),
  }));

  route(
    app,
    resetPassword,
    async (request) => {
      const { token, password, password_repeat } = request.body;
      await passwords.resetPassword(request.unitDb, { token, password, repeat: password_repeat, now: now() });
      return { success: true as const };
    },
    { rateLimit: 'passwordReset' },
  );

  route(app, changePassword, async (request) => {
    const { old_password, password, password_repeat } = request.body;
    await passwords.changePassword(request.unitDb, {
      user: request.member,
      sessionId: request.sessionId,
      oldPassword: old_password,
      password,
      repeat: password_repeat,
      now: now(),
    });
    return { success: true as const };
  });

  route(
    app,
    requestEmailChange,
    async (request) => {
      const user = request.member;
      const { suggestion } = await emailChange.startEmailChange(request.unitDb, {
        user,
        email: request.body.email,
        password: request.body.password,
        siteId: request.site.id,
        locale: request.locale,
        now: now(),
      });
      if (!(await app.events.deliverNow(request.unitDb))) throw fail('mail_unavailable');
      return { success: true as const, suggestion };
    },
    { rateLimit: 'mail' },
  );

  route(app, confirmEmailChange, async (request) => {
    const { member, sessionId } = request;
    // The notice to the old address leaves with account.email_changed.
    const { user } = await emailChange.confirmEmailChange(request.unitDb, {
      token: request.body.token,
      siteId: request.site.id,
      now: now(),
      session: member && sessionId !== null ? { userId: member.id, sessionId } : null,
    });
    await app.events.deliverNow(request.unitDb);
    return { email: user.email };
  });

  route(app, updateAccountSettings, async (request) => {
    const [user] = await request.unitDb
      .update(users)
      .set({ invisible: request.body.invisible, updatedAt: now() })
      .where(eq(users.id, request.member.id))
      .returning();
    return { user: await presentCurrentUser(request.unitDb, user!, request.site) };
  });

  route(app, enableNotifications, async (request) => {
    const [user] = await request.unitDb
      .update(users)
      .set({ notificationsDisabled: [], updatedAt: now() })
      .where(eq(users.id, request.member.id))
      .returning();
    return { user: await presentCurrentUser(request.unitDb, user!, request.site) };
  });

  route(app, acceptRetentionOffer, async (request) => {
    const company = await app.sites.company(request.site.id);
    const offer = await deletion.acceptRetentionOffer(request.unitDb, {
      user: request.member,
      percentage: company?.deleteDiscount ?? 0,
      now: now(),
    });
    return { ...offer, expires: offer.expires.toISOString() };
  });

  route(app, deleteAccount, async (request, reply) => {
    const user = request.member;
    const { until } = await deletion.deleteAccount(request.unitDb, {
      user,
      reason: request.body.reason,
      remarks: request.body.remarks,
      password: request.body.password,
      siteId: request.site.id,
      now: now(),
    });
    reply.clearCookie('sid', { path: '/' });
    // The reactivation link leaves with account.deleted.
    await app.events.deliverNow(request.unitDb);
    return {
      redirect_url: request.site.deleteRedirectUrl,
      redirect_seconds: request.site.deleteRedirectSeconds,
      reactivate_until: until.toISOString(),
    };
  });

  route(app, reactivateAccount, async (request, reply) => {
    const ok = await deletion.reactivate(request.unitDb, request.query.token ?? '', now());
    const target = ok ? `${pathFor('login', request.locale)}?reactivated=1` : `${pathFor('accountDeleted', request.locale)}?reactivation=expired`;
    return reply.redirect(target, 302);
  });

  route(app, exportData, async (request, reply) => {
    const data = await exportMemberData(request.unitDb, request.member.id, now());
    const date = now().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="amora-data-${request.member.id}-${date}.json"`);
    reply.header('cache-control', 'no-store');
    return data;
  });
}
