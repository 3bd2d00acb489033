import { z } from 'zod';
import { defineRoute } from './route.js';
import { BodyId, Id } from './common.js';
import { ProfileCard } from './profiles.js';

export const MessageKind = z.enum(['text', 'gift', 'photo']);

/**
 * A photo sent in a conversation. The recipient gets only the blurred variant (locked: true) until
 * they unlock it for unlock_credits (photo_credits); the sender always sees the photo.
 */
export const ChatPhoto = z.object({ url: z.string(), locked: z.boolean(), unlock_credits: z.number().int() });
export type ChatPhoto = z.infer<typeof ChatPhoto>;

export const ChatMessage = z.object({
  id: z.number().int(),
  from_me: z.boolean(),
  kind: MessageKind,
  body: z.string(),
  gift: z.object({ id: z.number().int(), code: z.string(), image: z.string() }).nullable(),
  photo: ChatPhoto.nullable(),
  created_at: z.string(),
  read: z.boolean(),
  /** The sender's e-mail is not confirmed yet: the other side does not see this message yet. */
  held: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A chat item (spec section 3): conversation, profile, unread count. */
export const ChatItem = z.object({
  conversation: z.object({ id: z.number().int() }),
  profile: ProfileCard,
  num_unread_messages: z.number().int(),
  last_message: z.object({ body: z.string(), kind: MessageKind, from_me: z.boolean(), created_at: z.string() }).nullable(),
});

export const ChatTotals = z.object({ unread_messages: z.number().int(), new_likes: z.number().int() });

export const getChats = defineRoute({
  method: 'GET',
  path: '/api/chats.php',
  summary: 'The conversation list with unread counts, and the totals for the badges.',
  access: 'member',
  response: z.object({ chats: z.array(ChatItem), totals: ChatTotals }),
});

export const getConversation = defineRoute({
  method: 'GET',
  path: '/api/chat.php',
  summary: 'One conversation (by id, or with a member by profile_id); opening it sets its unread count to 0.',
  access: 'member',
  sameSiteOnly: true,
  query: z.object({ id: Id.optional(), profile_id: Id.optional() }),
  response: z.object({
    conversation: z.object({ id: z.number().int() }).nullable(),
    profile: ProfileCard,
    messages: z.array(ChatMessage),
    /** Older messages exist but are not shown, to protect privacy (spec section 8). */
    history_limited: z.boolean(),
    /** The member's own e-mail is not confirmed: messages wait until it is. */
    held_notice: z.boolean(),
    /** The other side has not confirmed their e-mail: they can only answer after confirmation. */
    other_unconfirmed: z.boolean(),
    /**
     * For a free member without a conversation with this member yet: how many free conversations
     * they still have (0: the first message is refused until they buy credits). Null when starting
     * one costs nothing extra: there is a conversation already, or the member has paid (no limit).
     */
    free_conversations_left: z.number().int().nonnegative().nullable(),
  }),
});

export const sendMessage = defineRoute({
  method: 'POST',
  path: '/api/messages.php',
  summary: 'Send a message to a member (starting the conversation when needed); costs message_credits.',
  access: 'member',
  idempotent: true,
  body: z.object({
    profile_id: BodyId,
    body: z.string().trim().min(1, 'required').max(5000, 'too_long'),
  }),
  response: z.object({ message: ChatMessage, conversation: z.object({ id: z.number().int() }), credits: z.number().int() }),
});

/** multipart/form-data with one file field named `photo`, like a profile photo upload. */
export const sendChatPhoto = defineRoute({
  method: 'POST',
  path: '/api/chat-photo.php',
  summary: 'Send a photo in a conversation (multipart field "photo"); costs message_credits; the recipient sees it blurred until unlocked.',
  access: 'member',
  idempotent: true,
  query: z.object({ profile_id: Id }),
  response: z.object({ message: ChatMessage, conversation: z.object({ id: z.number().int() }), credits: z.number().int() }),
});

export const unlockChatPhoto = defineRoute({
  method: 'POST',
  path: '/api/chat-photo-unlock.php',
  summary: 'Unlock a photo received in a conversation; costs photo_credits once (unlocking again is free).',
  access: 'member',
  idempotent: true,
  body: z.object({ message_id: BodyId }),
  response: z.object({ message: ChatMessage, credits: z.number().int() }),
});

export const deleteChat = defineRoute({
  method: 'DELETE',
  path: '/api/chat.php',
  summary: 'Remove a conversation from the own list, by conversation id or every conversation with a profile.',
  access: 'member',
  body: z.union([
    z.object({ conversation: z.object({ id: BodyId }) }),
    z.object({ profile_id: BodyId }),
  ]),
  response: z.object({ success: z.literal(true), removed: z.number().int() }),
});

export const Gift = z.object({ id: z.number().int(), code: z.string(), image: z.string(), credits: z.number().int() });

export const getGifts = defineRoute({
  method: 'GET',
  path: '/api/gifts.php',
  summary: 'The gift catalogue with the price in credits.',
  access: 'public',
  response: z.object({ gifts: z.array(Gift) }),
});

export const sendGift = defineRoute({
  method: 'POST',
  path: '/api/gift.php',
  summary: 'Send a gift in a conversation; costs gift_credits.',
  access: 'member',
  idempotent: true,
  body: z.object({ profile_id: BodyId, gift_id: BodyId }),
  response: z.object({ message: ChatMessage, conversation: z.object({ id: z.number().int() }), credits: z.number().int() }),
});

export const OperatorQueueItem = z.object({
  conversation: z.object({ id: z.number().int() }),
  fictional_profile: ProfileCard,
  member: ProfileCard,
  waiting_since: z.string(),
  last_messages: z.array(z.object({ from_member: z.boolean(), body: z.string(), created_at: z.string() })),
  /** The operator answering it now (a lease until expires_at, decision 048), or null when it is free to claim. */
  claim: z.object({ operator_id: z.number().int(), mine: z.boolean(), expires_at: z.string() }).nullable(),
});

/** An operator's hold on a conversation: nobody else answers it until expires_at (renewed by heartbeat and answers). */
export const OperatorClaim = z.object({ conversation_id: z.number().int(), expires_at: z.string() });

export const claimConversation = defineRoute({
  method: 'POST',
  path: '/api/operator/claim.php',
  summary:
    'Claim a conversation to answer it (operators only): the given one, or without conversation_id the longest waiting one nobody holds. A lease of 3 minutes, renewed by heartbeat and answers.',
  access: 'operator',
  body: z.object({ conversation_id: BodyId.optional() }),
  response: z.object({ claim: OperatorClaim.nullable() }),
});

/** A profile as operators see it in a conversation: the card, the own description, and for a chat-pal its persona notes. */
export const OperatorProfile = ProfileCard.extend({ description: z.string().nullable(), persona_notes: z.string().nullable() });

/** What operators keep about a member in the conversation with one chat-pal (one note per pair). */
export const OperatorNote = z.object({ body: z.string(), updated_at: z.string(), updated_by: z.string().nullable() });

export const getOperatorConversation = defineRoute({
  method: 'GET',
  path: '/api/operator/conversation.php',
  summary: 'A conversation with a chat-pal as operators work on it (operators only): both profiles, the persona notes, the history, the note on the pair and who holds it.',
  access: 'operator',
  query: z.object({ id: Id }),
  response: z.object({
    conversation: z.object({ id: z.number().int() }),
    member: OperatorProfile,
    fictional_profile: OperatorProfile,
    messages: z.array(z.object({ id: z.number().int(), from_member: z.boolean(), kind: z.enum(['text', 'gift', 'photo']), body: z.string(), created_at: z.string() })),
    note: OperatorNote.nullable(),
    claim: OperatorQueueItem.shape.claim,
    /** The chat-pal's paid photos (decision 053), which an operator sends with operator/paid-photo.php. */
    paid_photos: z.array(z.object({ id: z.number().int(), thumb_url: z.string() })),
  }),
});

export const saveOperatorNote = defineRoute({
  method: 'PUT',
  path: '/api/operator/note.php',
  summary: 'Save the operators\' note on the member and chat-pal of a conversation (operators only); one note per pair, the last save wins.',
  access: 'operator',
  body: z.object({ conversation_id: BodyId, body: z.string().trim().max(5000, 'too_long') }),
  response: z.object({ note: OperatorNote }),
});

export const claimHeartbeat = defineRoute({
  method: 'POST',
  path: '/api/operator/heartbeat.php',
  summary: 'Keep holding a claimed conversation while working on it (operators only); refused once the lease ran out and another operator took it.',
  access: 'operator',
  body: z.object({ conversation_id: BodyId }),
  response: z.object({ claim: OperatorClaim }),
});

export const releaseConversation = defineRoute({
  method: 'POST',
  path: '/api/operator/release.php',
  summary: 'Give a claimed conversation back to the queue (operators only).',
  access: 'operator',
  body: z.object({ conversation_id: BodyId }),
  response: z.object({ success: z.literal(true) }),
});

export const getOperatorQueue = defineRoute({
  method: 'GET',
  path: '/api/operator/queue.php',
  summary: 'Conversations with fictional profiles waiting for an answer (operators only).',
  access: 'operator',
  response: z.object({ queue: z.array(OperatorQueueItem) }),
});

export const operatorReply = defineRoute({
  method: 'POST',
  path: '/api/operator/reply.php',
  summary: 'Answer as the fictional profile of a conversation (operators only); costs nothing.',
  access: 'operator',
  body: z.object({ conversation_id: BodyId, body: z.string().trim().min(1, 'required').max(5000, 'too_long') }),
  response: z.object({ success: z.literal(true), message_id: z.number().int() }),
});

export const operatorPhoto = defineRoute({
  method: 'POST',
  path: '/api/operator/photo.php',
  summary: 'Send a photo as the fictional profile of a conversation (operators only; multipart field "photo"); costs nothing.',
  access: 'operator',
  query: z.object({ conversation_id: Id }),
  response: z.object({ success: z.literal(true), message_id: z.number().int() }),
});

export const operatorGift = defineRoute({
  method: 'POST',
  path: '/api/operator/gift.php',
  summary: 'Send a gift of the catalogue as the fictional profile of a conversation (operators only); costs nobody anything.',
  access: 'operator',
  body: z.object({ conversation_id: BodyId, gift_id: BodyId }),
  response: z.object({ success: z.literal(true), message_id: z.number().int() }),
});

export const operatorPaidPhoto = defineRoute({
  method: 'POST',
  path: '/api/operator/paid-photo.php',
  summary: 'Send one of the chat-pal\'s paid photos in a conversation (operators only); the member sees it blurred until unlocking it for photo credits.',
  access: 'operator',
  body: z.object({ conversation_id: BodyId, photo_id: BodyId }),
  response: z.object({ success: z.literal(true), message_id: z.number().int() }),
});

/** One operator's work in a period: conversations answered, answers sent, and the median wait of the member per answer. */
export const OperatorFigures = z.object({
  operator_id: z.number().int(),
  email: z.string(),
  answered_conversations: z.number().int(),
  answers: z.number().int(),
  /** From the member's first unanswered message to the answer, in seconds; null without answers to a member's message. */
  median_response_seconds: z.number().nullable(),
});

export const getOperatorFigures = defineRoute({
  method: 'GET',
  path: '/api/operator/figures.php',
  summary: 'Figures per operator over the last days (admins only): answered conversations, answers and the median response time.',
  access: 'admin',
  query: z.object({ days: z.coerce.number().int().min(1).max(90).default(7) }),
  response: z.object({ since: z.string(), figures: z.array(OperatorFigures) }),
});
