import type { FastifyInstance } from 'fastify';
import {
  blockMember,
  fileComplaint,
  getMember,
  getOwnProfile,
  listBlocked,
  searchMembers,
  unblockMember,
  updateOwnProfile,
} from '@dating/contracts';
import { route } from '../../lib/route.js';
import { fail } from '../../lib/api-error.js';
import { loggedOutSearchVisible } from '../settings/settings.service.js';
import { TRAFFIC_SOURCE_COOKIE } from '../settings/settings.routes.js';
import { SearchCache, searchMembers as search } from '../search/search.service.js';
import * as profiles from './profiles.service.js';
import { markLikeSeen } from '../likes/likes.service.js';

export default async function profileRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  route(app, getOwnProfile, async (request) => ({ profile: await profiles.getOwnProfile(app.db, request.member.id, now()) }));

  route(app, updateOwnProfile, async (request) => ({
    profile: await profiles.updateOwnProfile(app.db, { user: request.member, site: request.site, update: request.body, now: now() }),
  }));

  route(app, getMember, async (request) => {
    const result = await profiles.getMemberProfile(app.db, { viewer: request.member, id: request.query.id, site: request.site, now: now() });
    // Opening a profile clears the new-like flag of that member's like (spec section 4).
    if (request.member) await markLikeSeen(app.db, request.member.id, request.query.id, now());
    return result;
  });

  const searchCache = new SearchCache(app.deps.env.searchCacheSeconds * 1000);
  route(app, searchMembers, async (request) => {
    const hasTrafficSource = Boolean(request.cookies[TRAFFIC_SOURCE_COOKIE]);
    if (!loggedOutSearchVisible(request.site, request.member !== null, hasTrafficSource)) {
      throw fail('authentication_required');
    }
    return search(app.db, { viewerId: request.member?.id ?? null, query: request.query, site: request.site, now: now(), cache: searchCache });
  });

  route(app, blockMember, async (request) => {
    await profiles.block(app.db, request.member.id, request.body.profile_id, now());
    return { success: true as const };
  });

  route(app, unblockMember, async (request) => {
    await profiles.unblock(app.db, request.member.id, request.body.profile_id);
    return { success: true as const };
  });

  route(app, listBlocked, async (request) => ({
    profiles: await profiles.listBlocked(app.db, request.member.id, request.site, now()),
  }));

  route(
    app,
    fileComplaint,
    async (request) => {
      await profiles.fileComplaint(app.db, {
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
