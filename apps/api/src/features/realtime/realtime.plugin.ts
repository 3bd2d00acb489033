import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { and, eq, or } from 'drizzle-orm';
import { ClientEvent, SOCKET_PATH, type ServerEvent } from '@dating/contracts';
import { conversations } from '@dating/db';
import { chatTotals } from '../chat/chat.service.js';
import { InProcessBus, RedisBus, type EventBus } from './event-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** Sends an event to every open tab of a member, on whichever node they are connected. */
      publish(userId: number, event: ServerEvent): Promise<void>;
      /** Publishes the member's current unread-message and new-like counts. */
      publishTotals(userId: number): Promise<void>;
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
    const { redisUrl } = app.deps.env;
    const bus: EventBus = redisUrl
      ? new RedisBus(redisUrl, undefined, (err) => app.log.warn({ err }, 'realtime events stay on this node: Redis does not answer'))
      : new InProcessBus();
    if (bus instanceof RedisBus) await bus.whenReady();
    const sockets = new Map<number, Set<WebSocket>>();

    bus.subscribe(({ userId, event }) => {
      const open = sockets.get(userId);
      if (!open) return;
      const data = JSON.stringify(event);
      for (const socket of open) if (socket.readyState === socket.OPEN) socket.send(data);
    });

    app.decorate('realtime', {
      publish: (userId: number, event: ServerEvent) => bus.publish(userId, event),
      async publishTotals(userId: number) {
        await bus.publish(userId, { type: 'totals', ...(await chatTotals(app.db, userId)) });
      },
      localSockets: () => [...sockets.values()].reduce((n, set) => n + set.size, 0),
    });
    app.addHook('onClose', async () => {
      for (const set of sockets.values()) for (const socket of set) socket.close(1001, 'server closing');
      await bus.close();
    });

    await app.register(websocket, { options: { maxPayload: 4096 } });
    app.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
      const member = request.member;
      if (!member) {
        socket.close(4401, 'authentication_required');
        return;
      }
      const set = sockets.get(member.id) ?? new Set<WebSocket>();
      set.add(socket);
      sockets.set(member.id, set);
      socket.on('close', () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(member.id);
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
        // Typing goes only to the other member of a conversation the sender belongs to.
        const [c] = await app.db
          .select()
          .from(conversations)
          .where(and(eq(conversations.id, parsed.data.conversation_id), or(eq(conversations.memberA, member.id), eq(conversations.memberB, member.id))));
        if (!c) return;
        const other = c.memberA === member.id ? c.memberB : c.memberA;
        await bus.publish(other, { type: 'typing', conversation_id: c.id, profile_id: member.id });
      };
      void app.realtime.publishTotals(member.id).catch(() => undefined);
    });
  },
  { name: 'realtime', dependencies: ['deps', 'session'] },
);
