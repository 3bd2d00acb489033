import { useLikes } from '../api/get-likes';
import { useLikeMember } from '../api/like-member';
import { useUnlikeMember } from '../api/unlike-member';
import { relationOf, relationState, type LikeRelation, type RelationState } from '../lib/like-relation';

export interface LikeToggle {
  relation: LikeRelation;
  state: RelationState;
  pending: boolean;
  error: Error | null;
  toggle: () => void;
}

/** Likes or takes the like back, from how the two members stand now. */
export function useLikeToggle(profileId: number): LikeToggle {
  const likes = useLikes();
  const like = useLikeMember();
  const unlike = useUnlikeMember();
  const relation = relationOf(likes.data, profileId);
  const pending = like.isPending || unlike.isPending;

  const toggle = () => {
    if (pending) return;
    like.reset();
    unlike.reset();
    if (relation.liked) unlike.mutate(profileId);
    else like.mutate(profileId);
  };

  return { relation, state: relationState(relation), pending, error: like.error ?? unlike.error, toggle };
}
