import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getNotificationPreferences, postMailEvents, putNotificationPreferences, unsubscribeOneClick } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { acceptFormBodies } from '../../lib/form-body.js';
import { fail } from '../../lib/api-error.js';
import { disabledReasons, memberOfToken, preferencesOf, savePreferences, stopMail, unsubscribe, unsubscribeKey } from './preferences.service.js';

export default async function notificationPreferenceRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();
  // A mail program posts List-Unsubscribe=One-Click as a form; the token in the address is what counts.
  acceptFormBodies(app);
  const answer = async (userId: number) => ({ preferences: await preferencesOf(app.db, userId), notifications_disabled: await disabledReasons(app.db, userId) });

  route(app, getNotificationPreferences, async (request) => answer(request.member.id));

  route(app, putNotificationPreferences, async (request) => {
    await savePreferences(request.unitDb, request.member.id, request.body.preferences);
    return answer(request.member.id);
  });

  route(app, unsubscribeOneClick, async (request) => {
    const userId = memberOfToken(await unsubscribeKey(request.unitDb), request.query.token);
    if (userId === null) throw fail('not_found');
    await unsubscribe(request.unitDb, userId, now());
    return { unsubscribed: true as const };
  });

  const secret = app.deps.env.mailEventsSecret;
  route(app, postMailEvents, async (request) => {
    if (!secret) throw fail('not_found');
    if (!bearerMatches(request, secret)) throw fail('forbidden');
    let updated = 0;
    for (const event of request.body.events) {
      if (event.type === 'bounce' && event.permanent === false) {
        request.log.info({ email: event.email }, 'soft bounce: mail continues');
        continue;
      }
      updated += await stopMail(request.unitDb, event.email, event.type === 'bounce' ? 'bounce' : 'fbl', now());
    }
    return { updated };
  });
}

function bearerMatches(request: FastifyRequest, secret: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
