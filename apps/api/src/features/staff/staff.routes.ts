import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createStaffAccount,
  getAuditLog,
  getStaffSession,
  getStaffSetup,
  listStaffAccounts,
  postStaffSetup,
  setStaffLanguage,
  staffLogin,
  staffLogout,
  staffVerify,
  updateStaffAccount,
} from '@dating/contracts';
import { route } from '../../lib/route.js';
import { fail } from '../../lib/api-error.js';
import { activateStaffSession, endStaffSession, startStaffChallenge } from '../../plugins/staff-session.js';
import * as accounts from '../accounts/accounts.service.js';
import { audit, listAudit, type AuditActor } from './audit.service.js';
import { OPERATORS_CHANNEL, staffSocketSession } from '../realtime/realtime.plugin.js';
import { changeStaff, completeSetup, createStaff, listStaff, saveLanguage, setupAccount } from './accounts.service.js';
import { isStaffRole, presentStaff, secondFactorStep, verifySecondFactor } from './staff.service.js';

/** The console's sign-in (password, then a TOTP or recovery code), its session and the audit log (decisions 040, 041). */
export default async function staffRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();
  const actorOf = (request: FastifyRequest): AuditActor => ({ user: request.staff!.user, ip: request.ip });

  route(
    app,
    staffLogin,
    async (request, reply) => {
      // The members' login rules (lockout per address and e-mail, every attempt recorded).
      const user = await accounts.login(request.unitDb, { ...request.body, ip: request.ip, now: now() });
      // A member account learns nothing more than a wrong password would tell.
      if (!isStaffRole(user.role)) throw fail('login_failed');
      if (request.staff) await endStaffSession(request.unitDb, request, reply, now());
      await startStaffChallenge(request.unitDb, request, reply, user.id, now());
      return secondFactorStep(request.unitDb, user, now());
    },
    { rateLimit: 'login' },
  );

  route(
    app,
    staffVerify,
    async (request) => {
      const { staff } = request;
      if (staff?.stage !== 'password') throw fail('staff_authentication_required');
      const verified = await verifySecondFactor(request.unitDb, {
        sessionId: staff.id,
        user: staff.user,
        failedCodes: staff.failedCodes,
        code: request.body.code,
        recoveryCode: request.body.recovery_code,
        actor: actorOf(request),
        now: now(),
      });
      await request.unitDb.transaction(async (tx) => {
        await activateStaffSession(tx, staff.id, now());
        await audit(tx, actorOf(request), { action: 'staff.login', recordType: 'staff_session', recordId: staff.id, after: { method: verified.method } }, now());
      });
      return { staff: presentStaff(staff.user), ...(verified.recoveryCodes && { recovery_codes: verified.recoveryCodes }) };
    },
    { rateLimit: 'login' },
  );

  route(app, getStaffSession, async (request) => ({
    staff: request.staff?.stage === 'active' ? presentStaff(request.staff.user) : null,
  }));

  route(app, staffLogout, async (request, reply) => {
    const ended = request.staff?.id;
    await request.unitDb.transaction(async (tx) => {
      if (request.staff?.stage === 'active') {
        await audit(tx, actorOf(request), { action: 'staff.logout', recordType: 'staff_session', recordId: request.staff.id }, now());
      }
      await endStaffSession(tx, request, reply, now());
    });
    // The console's queue socket closes with the session.
    if (ended !== undefined) await app.realtime.endSessions(OPERATORS_CHANNEL, [staffSocketSession(ended)]);
    return { success: true as const };
  });

  route(app, getAuditLog, async (request) => {
    const { page, per_page: perPage, actor, action, record_type: recordType, record_id: recordId } = request.query;
    const { entries, total } = await listAudit(request.unitDb, { page, perPage, actor, action, recordType, recordId });
    return { entries, total, page, per_page: perPage };
  });

  // Staff accounts (admins; decision 052).
  const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  route(app, listStaffAccounts, async (request) => ({ staff: await listStaff(request.unitDb, now()) }));

  route(app, createStaffAccount, async (request) => {
    const work = (tx: typeof request.db) => createStaff(tx, actorOf(request), { ...request.body, origin: originOf(request), now: now() });
    // With an Idempotency-Key the call already runs in the key's transaction; without, in one of its own.
    return request.db === request.unitDb ? request.unitDb.transaction(work) : work(request.db);
  });

  route(app, updateStaffAccount, async (request) => changeStaff(request.unitDb, actorOf(request), { ...request.body, origin: originOf(request), now: now() }));

  route(app, getStaffSetup, async (request) => setupAccount(request.unitDb, request.query.token, now()), { rateLimit: 'login' });

  route(
    app,
    postStaffSetup,
    async (request) => {
      await completeSetup(request.unitDb, { ...request.body, ip: request.ip, now: now() });
      return { success: true as const };
    },
    { rateLimit: 'login' },
  );

  route(app, setStaffLanguage, async (request) => {
    if (request.staff?.stage !== 'active') throw fail('staff_authentication_required');
    return { staff: presentStaff(await saveLanguage(request.unitDb, actorOf(request), request.body.language, now())) };
  });
}
