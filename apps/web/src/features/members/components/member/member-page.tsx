import { isApiError, userMessage } from '@dating/api-client';
import type { PublicProfile } from '@dating/contracts';
import { Alert } from '@dating/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FictionalWarning } from '@/components/member/fictional-warning';
import { useNameAge } from '@/components/member/member-card-parts';
import { MemberUnavailable } from '@/components/member/member-unavailable';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { useMember } from '@/lib/member-profile';
import { fromSearchOf } from '@/lib/navigation-state';
import { MemberActivity } from './member-activity';
import { MemberDetails } from './member-details';
import { MemberGallery } from './member-gallery';

/** What other features show on a profile; the app hands them in (features do not import each other). */
export interface MemberPageSlots {
  /** Chat, like, block and report; `onBlocked` goes back to the search the member came from. */
  actions: (profile: PublicProfile, onBlocked: () => void) => ReactNode;
  /** Shown when the viewer blocked this member. */
  blockedNotice: (profile: PublicProfile) => ReactNode;
  /** Rendered while the profile is shown, e.g. to mark this member's like seen. */
  shown: (profile: PublicProfile) => ReactNode;
}

/** /members/{id}: another member's profile. */
export function MemberPage({ actions, blockedNotice, shown }: MemberPageSlots) {
  const { t } = useTranslation('members');
  const nameAge = useNameAge();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const member = useMember(id, valid);
  const location = useLocation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const backSearch = fromSearchOf(location.state);
  const profile = member.data?.profile;
  useDocumentTitle(profile?.name);

  if (!valid || (isApiError(member.error) && member.error.status === 404)) return <MemberUnavailable backSearch={backSearch} />;

  // After blocking, back to the search the member came from: the blocked member is gone from it.
  const onBlocked = () => navigate(`${localizedPath('members')}${backSearch ?? ''}`, { replace: true });

  return (
    <div className="page member-page">
      <p className="back-link">
        <LocalLink to="members" search={backSearch ?? undefined}>
          <span aria-hidden="true">← </span>
          {backSearch !== null ? t('member.backToResults') : t('member.searchOthers')}
        </LocalLink>
      </p>
      {/* A screen high while loading, so the footer does not jump when the profile arrives (decision 070). */}
      {member.isPending ? <p role="status" className="member-loading">{t('loading')}</p> : null}
      {member.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(member.error, t('member.loadFailed'))}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void member.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      ) : null}
      {profile ? shown(profile) : null}
      {profile ? (
        <article className="member-profile" aria-labelledby="member-name">
          <MemberGallery key={profile.id} profile={profile} />
          <div className="member-info">
            <header className="member-header">
              <h1 id="member-name">{nameAge(profile)}</h1>
              {profile.city ? <p className="member-place">{profile.city}</p> : null}
              <MemberActivity activity={member.data?.activity ?? null} />
            </header>
            {profile.fictional ? <FictionalWarning /> : null}
            {member.data?.blocked_by_me ? blockedNotice(profile) : null}
            {actions(profile, onBlocked)}
            <MemberDetails profile={profile} />
          </div>
        </article>
      ) : null}
    </div>
  );
}
