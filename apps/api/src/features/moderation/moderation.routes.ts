import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acknowledgeWarning,
  actOnComplaint,
  banMember,
  getComplaint,
  getWarnings,
  listComplaints,
  staffGetMember,
  staffSearchMembers,
  takeComplaint,
  unbanMember,
  unhideMember,
} from '@dating/contracts';
import { route } from '../../lib/route.js';
import * as bans from '../accounts/ban.service.js';
import type { AuditActor } from '../staff/audit.service.js';
import * as complaints from './complaints.service.js';
import * as members from './members.service.js';

/** Member lookup, the complaints inbox, bans and the warnings members read (issue 14; decision 051). */
export default async function moderationRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();
  const actorOf = (request: FastifyRequest): AuditActor => ({ user: request.staff!.user, ip: request.ip });
  const ok = { success: true as const };

  route(app, staffSearchMembers, async (request) => ({ members: await members.searchMembers(request.unitDb, request.query.q) }));
  route(app, staffGetMember, async (request) => members.memberView(request.unitDb, request.query.id, request.site.cdnPrefix));

  route(app, listComplaints, async (request) => complaints.listComplaints(request.unitDb, request.query.status, request.query.page));
  route(app, getComplaint, async (request) => complaints.complaintView(request.unitDb, request.query.id));
  route(app, takeComplaint, async (request) => ({ complaint: await complaints.takeComplaint(request.unitDb, request.body.id, actorOf(request), now()) }));
  route(app, actOnComplaint, async (request) => ({
    complaint: await complaints.actOnComplaint(request.unitDb, { ...request.body, actor: actorOf(request), now: now() }),
  }));

  route(app, banMember, async (request) => {
    await bans.banMember(request.unitDb, app.realtime, { userId: request.body.id, reason: request.body.reason, actor: actorOf(request), now: now() });
    return ok;
  });
  route(app, unbanMember, async (request) => {
    await bans.unbanMember(request.unitDb, { userId: request.body.id, reason: request.body.reason, actor: actorOf(request), now: now() });
    return ok;
  });

  route(app, unhideMember, async (request) => {
    await bans.unhideProfile(request.unitDb, { userId: request.body.id, reason: request.body.reason, actor: actorOf(request), now: now() });
    return ok;
  });

  route(app, getWarnings, async (request) => ({ warnings: await complaints.unseenWarnings(request.unitDb, request.member.id) }));
  route(app, acknowledgeWarning, async (request) => {
    await complaints.acknowledgeWarning(request.unitDb, request.member.id, request.body.id, now());
    return ok;
  });
}
