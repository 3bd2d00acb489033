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
  /** A moderator approved or rejected one of the member's photos: the photo manager shows it at once. */
  z.object({ type: z.literal('photo'), photo_id: z.number().int(), status: z.enum(['active', 'rejected']) }),
  /** A moderator warned the member (decision 051): the open tab loads the warnings and shows it at once (decision 060). */
  z.object({ type: z.literal('warning'), warning_id: z.number().int() }),
  /** To the operators' console sockets: the queue changed (a member waits, a claim, a release, an answer); fetch it again. */
  z.object({ type: z.literal('queue') }),
]);
export type ServerEvent = z.infer<typeof ServerEvent>;

/**
 * What a tab may send: that the member is typing in a conversation, or that its page became visible
 * or hidden (notifications then reach it live, or by push; the beacon page-hidden.php says hidden too).
 */
export const ClientEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversation_id: BodyId }),
  z.object({ type: z.literal('page'), visible: z.boolean() }),
]);
export type ClientEvent = z.infer<typeof ClientEvent>;
