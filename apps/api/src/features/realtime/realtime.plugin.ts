import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { and, eq, or } from 'drizzle-orm';
import { ClientEvent, SOCKET_PATH, TabId, type ServerEvent } from '@dating/contracts';
import { conversations } from '@dating/db';
import { canConverse } from '../visibility/visibility.js';
import { chatTotals } from '../chat/chat.service.js';
import { fail } from '../../lib/api-error.js';
import { socketOriginAllowed } from '../../lib/cross-site.js';
import { InProcessBus, RedisBus, type EventBus } from './event-bus.js';
import { Connections } from './connections.js';
import { renewTabs, tabClosed, tabOpened, tabVisibility, type TabKey } from '../push/push.service.js';

/**
 * The console sockets of operators (and admins) listen on this channel instead of a member's: no account
 * has id 0. Their session ids are negated, so they never meet a member session's id (decision 053).
 */
export const OPERATORS_CHANNEL = 0;
export const staffSocketSession = (staffSessionId: number) => -staffSessionId;

/** How often a node renews the presence of the tabs whose sockets it holds (well within PRESENCE_STALE_SECONDS). */
const PRESENCE_RENEW_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Sends an event to every open tab of a member, on whichever node they are connected. */
      publish(userId: number, event: ServerEvent): Promise<void>;
      /** Tells every operator's console (on any node) that the queue changed, so it fetches it again. */
      publishQueue(): Promise<void>;
      /** Publishes the member's current unread-message and new-like counts. */
      publishTotals(userId: number): Promise<void>;
      /**
       * Closes the sockets these ended sessions opened, on every node (logout, password or e-mail
       * change, deletion, ban). Never rejects: the revoked sessions already refuse every later call,
       * so a bus failure is logged, and this node's own sockets are closed at once regardless.
       */
      endSessions(userId: number, sessionIds: number[], reason?: 'banned'): Promise<void>;
      /** Open sockets on this node (for tests and metrics). */
      localSockets(): number;
    };
  }
}

/**
 * The realtime socket (design: "Realtime"): every tab of a member holds one WebSocket; events are
 * published on a bus (in process, or Redis with REDIS_URL) and delivered by the node holding the socket.
 */
export default fp(
  async (app) => {
    const { redisUrl, redisPrefix } = app.deps.env;
    const bus: EventBus = redisUrl
      ? new RedisBus(redisUrl, `${redisPrefix}:events`, (err) => app.log.warn({ err }, 'realtime events stay on this node: Redis does not answer'))
      : new InProcessBus();
    if (bus instanceof RedisBus) await bus.whenReady();
    const sockets = new Connections();

    bus.subscribe(({ userId, event }) => sockets.send(userId, JSON.stringify(event)));
    bus.onSessionsEnded((ended) => sockets.endSessions(ended));

    app.decorate('realtime', {
      publish: (userId: number, event: ServerEvent) => bus.publish(userId, event),
      publishQueue: () => bus.publish(OPERATORS_CHANNEL, { type: 'queue' }),
      async publishTotals(userId: number) {
        await bus.publish(userId, { type: 'totals', ...(await chatTotals(app.db, userId)) });
      },
      async endSessions(userId: number, sessionIds: number[], reason?: 'banned') {
        if (sessionIds.length === 0) return;
        const ended = { userId, sessionIds, ...(reason && { reason }) };
        sockets.endSessions(ended);
        // A failure reaches the event dispatcher, which keeps sessions.ended and delivers it again.
        await bus.endSessions(ended);
      },
      localSockets: () => sockets.count(),
    });
    // Presence (decision 042): each open socket is a tab, visible or hidden, shared with every node
    // through the database, so the push job knows whether the member looks at the site.
    const tabs = new Map<object, TabKey>();
    const presenceFailed = (err: unknown) => app.log.warn({ err }, 'presence not recorded');
    const renewal = setInterval(() => void renewTabs(app.db, [...tabs.values()]).catch(presenceFailed), PRESENCE_RENEW_MS);
    renewal.unref();
    app.addHook('onClose', async () => {
      clearInterval(renewal);
      sockets.closeAll(1001, 'server closing');
      await bus.close();
    });

    await app.register(websocket, { options: { maxPayload: 4096 } });
    // A page of another site must not open a socket on a member's cookie (cross-site WebSocket hijacking).
    const checkOrigin = async (request: FastifyRequest) => {
      if (!socketOriginAllowed(request.headers.origin, app.deps.env.publicUrl, request.site.host)) throw fail('cross_site_refused');
    };
    app.get(SOCKET_PATH, { websocket: true, preValidation: checkOrigin }, (socket, request) => {
      const { member, sessionId, staff } = request;
      // The console's socket (?console=1, on the staff_sid cookie) of an operator or admin hears only
      // that the queue changed; a member's tab (below) everything of their own account.
      if ((request.query as { console?: unknown }).console === '1') {
        if (staff?.stage !== 'active' || (staff.user.role !== 'operator' && staff.user.role !== 'admin')) socket.close(4401, 'staff_authentication_required');
        else sockets.add(OPERATORS_CHANNEL, staffSocketSession(staff.id), socket);
        return;
      }
      if (!member || sessionId === null) {
        socket.close(4401, 'authentication_required');
        return;
      }
      if (!sockets.add(member.id, sessionId, socket)) return;
      const tab = TabId.safeParse((request.query as { tab?: unknown }).tab);
      const key: TabKey = { userId: member.id, sessionId, tab: tab.success ? tab.data : '' };
      tabs.set(socket, key);
      const opened = tabOpened(app.db, key).catch(presenceFailed);
      socket.on('close', () => {
        tabs.delete(socket);
        void opened.then(() => tabClosed(app.db, key)).catch(presenceFailed);
      });
      // A typing event is best effort: with the database or Redis away it is dropped, never left to crash the process.
      socket.on('message', (raw: Buffer) => void onMessage(raw).catch((err: unknown) => app.log.warn({ err }, 'socket event dropped')));
      const onMessage = async (raw: Buffer) => {
        let parsed;
        try {
          parsed = ClientEvent.safeParse(JSON.parse(raw.toString()));
        } catch {
          return;
        }
        if (!parsed.success) return;
        if (parsed.data.type === 'page') {
          await tabVisibility(app.db, key, parsed.data.visible);
          return;
        }
        // Typing goes only to the other member of a conversation the sender belongs to.
        const [c] = await app.db
          .select()
          .from(conversations)
          .where(and(eq(conversations.id, parsed.data.conversation_id), or(eq(conversations.memberA, member.id), eq(conversations.memberB, member.id))));
        if (!c) return;
        const other = c.memberA === member.id ? c.memberB : c.memberA;
        // Nothing of a member the other may no longer see (a block either way, a deleted account, an
        // invisible member who never wrote) reaches them: the conversation is closed to them.
        if (!(await canConverse(app.db, other, member.id))) return;
        await bus.publish(other, { type: 'typing', conversation_id: c.id, profile_id: member.id });
      };
      void app.realtime.publishTotals(member.id).catch(() => undefined);
    });
  },
  { name: 'realtime', dependencies: ['deps', 'site', 'session'] },
);
