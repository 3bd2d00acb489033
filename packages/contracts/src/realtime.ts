import { z } from 'zod';
import { BodyId } from './common.js';
import { ChatMessage } from './chat.js';

/** The realtime socket: `GET /api/socket.php` upgraded to a WebSocket, authenticated by the session cookie. */
export const SOCKET_PATH = '/api/socket.php';

/** What the server pushes to every open tab of a member. */
export const ServerEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversation_id: z.number().int(), profile_id: z.number().int(), message: ChatMessage }),
  z.object({ type: z.literal('read'), conversation_id: z.number().int(), profile_id: z.number().int() }),
  z.object({ type: z.literal('typing'), conversation_id: z.number().int(), profile_id: z.number().int() }),
  z.object({ type: z.literal('totals'), unread_messages: z.number().int(), new_likes: z.number().int() }),
  z.object({ type: z.literal('like'), profile_id: z.number().int(), match: z.boolean() }),
  /** The member's balance and premium after a payment was applied: the navigation's Credits badge. */
  z.object({ type: z.literal('balance'), credits: z.number().int(), premium: z.boolean() }),
]);
export type ServerEvent = z.infer<typeof ServerEvent>;

/** What a tab may send: that the member is typing in a conversation. */
export const ClientEvent = z.object({ type: z.literal('typing'), conversation_id: BodyId });
export type ClientEvent = z.infer<typeof ClientEvent>;
