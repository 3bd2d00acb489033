import { isApiError, userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MemberUnavailable } from '@/components/member/member-unavailable';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { useMember } from '@/lib/member-profile';
import { useSeenLike } from '../api/get-likes';
import { LikeRelationCard } from './like-relation-card';
import { ToLogin } from '@/components/to-login';

/** /likes/m/{id}: how the member and one other member stand, with what to do next. */
export function LikesMemberPage() {
  const { t } = useTranslation('likes');
  const { t: tc } = useTranslation();
  const user = useCurrentUser();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  // Opening the profile (member.php) also clears their new like on the server.
  const member = useMember(id, valid && user !== null);
  const profile = member.data?.profile;
  useSeenLike(profile?.id);
  useDocumentTitle(profile ? t('relation.title', { name: profile.name }) : tc('pages.likesMember.title'));

  if (!user) {
    return <ToLogin />;
  }
  if (!valid || (isApiError(member.error) && member.error.status === 404)) return <MemberUnavailable backSearch={null} />;

  return (
    <div className="page page-medium likes-member-page">
      <p className="back-link">
        <LocalLink to="likes">
          <span aria-hidden="true">← </span>
          {t('relation.backToLikes')}
        </LocalLink>
      </p>
      {member.isPending ? <p role="status">{t('loading')}</p> : null}
      {member.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(member.error, t('relation.loadFailed'))}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void member.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      ) : null}
      {profile ? <LikeRelationCard profile={profile} /> : null}
    </div>
  );
}
