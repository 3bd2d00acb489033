import type { FastifyInstance } from 'fastify';
import { autoLike, getLikes, getSwipe, likeMember, markMatchSeen, matchFinder, swipe, unlikeMember } from '@dating/contracts';
import { route } from '../../lib/route.js';
import * as likes from './likes.service.js';

export default async function likeRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  route(app, getLikes, async (request) => likes.listLikes(request.unitDb, request.member, request.site, now()));

  // The liked member hears of every like (profile, swipe game, auto-like) through like.created (decision 021).
  route(app, likeMember, async (request) => likes.like(request.unitDb, { from: request.member, to: request.body.profile_id, source: 'profile', now: now() }), {
    visitorMessage: 'login.like',
  });

  route(app, unlikeMember, async (request) => {
    await likes.unlike(request.unitDb, request.member.id, request.body.profile_id);
    return { success: true as const };
  });

  route(app, markMatchSeen, async (request) => {
    await likes.markMatchSeen(request.unitDb, request.member.id, request.body.profile_id, now());
    return { success: true as const };
  });

  route(app, autoLike, async (request) => ({ profile: await likes.autoLike(request.unitDb, request.member, request.site, now()) }));

  route(app, getSwipe, async (request) => likes.swipeState(request.unitDb, request.member, request.site, now()));

  route(app, swipe, async (request) =>
    likes.swipe(request.unitDb, { viewer: request.member, profileId: request.body.profile_id, action: request.body.action, now: now() }),
  );

  route(app, matchFinder, async (request) => ({
    profiles: await likes.matchFinder(request.unitDb, {
      viewer: request.member,
      age: request.query.age,
      appearance: request.query.appearance,
      gender: request.query.gender,
      site: request.site,
      now: now(),
    }),
  }));
}
