import type { RouteName } from '@dating/i18n';
import { useCurrentUser } from '@/lib/current-member';
import { useCurrentRoute } from '@/lib/route-name';
import { useAutoLike } from '../api/auto-like';
import { MatchModal } from './match-modal';

/** The members area of spec section 2, where a chat-pal may like the member (auto-like). */
const MEMBERS_AREA: RouteName[] = ['members', 'member', 'chats', 'chat', 'likes', 'likesType', 'likesMember', 'premium'];

/** What likes do around every page of the default layout: the auto-like and the match modal. */
export function LikesActivity() {
  const user = useCurrentUser();
  const route = useCurrentRoute();
  useAutoLike(user !== null && route !== null && MEMBERS_AREA.includes(route.name));
  return user ? <MatchModal /> : null;
}
