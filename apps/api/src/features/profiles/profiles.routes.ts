import type { FastifyInstance } from 'fastify';
import {
  blockMember,
  fileComplaint,
  getMember,
  getOwnProfile,
  listBlocked,
  unblockMember,
  updateOwnProfile,
} from '@dating/contracts';
import { route } from '../../lib/route.js';
import * as profiles from './profiles.service.js';
import { markLikeSeen } from '../likes/likes.service.js';

export default async function profileRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  route(app, getOwnProfile, async (request) => ({ profile: await profiles.getOwnProfile(request.unitDb, request.member.id, now()) }));

  route(app, updateOwnProfile, async (request) => ({
    profile: await profiles.updateOwnProfile(request.unitDb, { user: request.member, site: request.site, update: request.body, now: now() }),
  }));

  route(app, getMember, async (request) => {
    const result = await profiles.getMemberProfile(request.unitDb, { viewer: request.member, id: request.query.id, site: request.site, now: now() });
    // Opening a profile clears the new-like flag of that member's like (spec section 4).
    if (request.member) await markLikeSeen(request.unitDb, request.member.id, request.query.id, now());
    return result;
  });

  route(app, blockMember, async (request) => {
    await profiles.block(request.unitDb, request.member.id, request.body.profile_id, now());
    return { success: true as const };
  });

  route(app, unblockMember, async (request) => {
    await profiles.unblock(request.unitDb, request.member.id, request.body.profile_id);
    return { success: true as const };
  });

  route(app, listBlocked, async (request) => ({
    profiles: await profiles.listBlocked(request.unitDb, request.member.id, request.site, now()),
  }));

  route(
    app,
    fileComplaint,
    async (request) => {
      await profiles.fileComplaint(request.unitDb, {
        reporter: request.member,
        category: request.body.category,
        text: request.body.text,
        profileId: request.body.profile_id,
        email: request.body.email,
        now: now(),
      });
      return { success: true as const };
    },
    { rateLimit: 'mail' },
  );
}
