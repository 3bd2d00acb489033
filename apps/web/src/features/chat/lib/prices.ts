import type { Settings } from '@dating/contracts';

/**
 * What each paid button in the composer costs, as the server charges it (chat.service send): a text
 * message and a photo message both cost message_credits, a gift gift_credits. Unlocking a received
 * photo costs photo_credits; the server sends that price with the photo itself.
 */
export function composerPrices(settings: Pick<Settings, 'message_credits' | 'gift_credits'>) {
  return { message: settings.message_credits, photo: settings.message_credits, gift: settings.gift_credits };
}

/**
 * What starting this conversation means for the member, from chat.php's free_conversations_left:
 * nothing to say (a conversation exists, or a paid member has no limit), free (with how many free
 * ones are left after the one it was asked for) or refused until they buy credits.
 */
export type StartTerms = { kind: 'none' } | { kind: 'free'; left: number; total: number } | { kind: 'limit'; total: number };

export function startTerms(freeConversationsLeft: number | null, freeConversations: number): StartTerms {
  if (freeConversationsLeft === null) return { kind: 'none' };
  if (freeConversationsLeft <= 0) return { kind: 'limit', total: freeConversations };
  return { kind: 'free', left: freeConversationsLeft, total: freeConversations };
}
