import type { FastifyInstance } from 'fastify';
import { autoLike, getLikes, getSwipe, likeMember, markMatchSeen, matchFinder, swipe, unlikeMember } from '@dating/contracts';
import { route } from '../../lib/route.js';
import * as likes from './likes.service.js';

export default async function likeRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();

  route(app, getLikes, async (request) => likes.listLikes(app.db, request.member, request.site, now()));

  route(app, likeMember, async (request) => {
    const result = await likes.like(app.db, { from: request.member, to: request.body.profile_id, source: 'profile', now: now() });
    const to = request.body.profile_id;
    void app.realtime
      .publish(to, { type: 'like', profile_id: request.member.id, match: result.match })
      .then(() => app.realtime.publishTotals(to))
      .catch((err: unknown) => app.log.warn({ err }, 'realtime push failed'));
    return result;
  }, { visitorMessage: 'login.like' });

  route(app, unlikeMember, async (request) => {
    await likes.unlike(app.db, request.member.id, request.body.profile_id);
    return { success: true as const };
  });

  route(app, markMatchSeen, async (request) => {
    await likes.markMatchSeen(app.db, request.member.id, request.body.profile_id, now());
    return { success: true as const };
  });

  route(app, autoLike, async (request) => ({ profile: await likes.autoLike(app.db, request.member, request.site, now()) }));

  route(app, getSwipe, async (request) => likes.swipeState(app.db, request.member, request.site, now()));

  route(app, swipe, async (request) =>
    likes.swipe(app.db, { viewer: request.member, profileId: request.body.profile_id, action: request.body.action, now: now() }),
  );

  route(app, matchFinder, async (request) => ({
    profiles: await likes.matchFinder(app.db, {
      viewer: request.member,
      age: request.query.age,
      appearance: request.query.appearance,
      gender: request.query.gender,
      site: request.site,
      now: now(),
    }),
  }));
}
