import { userMessage } from '@dating/api-client';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast';
import { useLikes } from '../api/get-likes';
import { useLikeMember } from '../api/like-member';
import { useUnlikeMember } from '../api/unlike-member';
import { relationOf, relationState, type LikeRelation, type RelationState } from '../lib/like-relation';

export interface LikeToggle {
  relation: LikeRelation;
  state: RelationState;
  pending: boolean;
  toggle: () => void;
}

/** Likes or takes the like back, from how the two members stand now; a failure is told by a toast. */
export function useLikeToggle(profileId: number): LikeToggle {
  const { t } = useTranslation('likes');
  const likes = useLikes();
  const like = useLikeMember();
  const unlike = useUnlikeMember();
  const relation = relationOf(likes.data, profileId);
  const pending = like.isPending || unlike.isPending;

  const toggle = () => {
    if (pending) return;
    const onError = (error: Error) => showToast(userMessage(error, t('failed')), 'error');
    if (relation.liked) unlike.mutate(profileId, { onError });
    else like.mutate(profileId, { onError });
  };

  return { relation, state: relationState(relation), pending, toggle };
}
