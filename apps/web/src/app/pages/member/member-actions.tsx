import type { PublicProfile } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BlockMemberButton } from '@/features/blocks/components/block-member-button';
import { LikeButton, LikeStatus } from '@/features/likes/components/like-button';
import { useLikeToggle } from '@/features/likes/components/use-like-toggle';
import { useCurrentUser } from '@/lib/current-member';
import { LocalLink } from '@/lib/localized-path';

/**
 * Like, chat, block and report. A member likes and unlikes here; a visitor is sent to log in
 * first (the server would answer "log in to like").
 */
export function MemberActions({ profile, onBlocked }: { profile: PublicProfile; onBlocked: () => void }) {
  const { t } = useTranslation('members');
  const user = useCurrentUser();
  const location = useLocation();
  const back = `redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  const report = `profile=${profile.id}`;

  if (!user) {
    return (
      <div className="member-actions">
        <div className="member-actions-main">
          <LocalLink to="login" search={back} className="btn btn-primary">
            <span className="icon-chat" aria-hidden="true" />
            {t('member.chat')}
          </LocalLink>
          <LocalLink to="login" search={back} className="btn btn-secondary">
            <span className="icon-heart" aria-hidden="true" />
            {t('member.like')}
          </LocalLink>
        </div>
        <p className="field-hint">
          {t('member.visitorHint')} <LocalLink to="signup">{t('signUp')}</LocalLink>
        </p>
        <p className="member-actions-minor">
          <LocalLink to="complaints" search={report}>
            {t('member.report')}
          </LocalLink>
        </p>
      </div>
    );
  }

  return <MemberActionsForMember profile={profile} onBlocked={onBlocked} report={report} />;
}

function MemberActionsForMember({ profile, onBlocked, report }: { profile: PublicProfile; onBlocked: () => void; report: string }) {
  const { t } = useTranslation('members');
  const like = useLikeToggle(profile.id);
  return (
    <div className="member-actions">
      <div className="member-actions-main">
        <LocalLink to="memberChat" params={{ id: profile.id }} className="btn btn-primary">
          <span className="icon-chat" aria-hidden="true" />
          {t('member.chat')}
        </LocalLink>
        <LikeButton like={like} />
      </div>
      <LikeStatus like={like} name={profile.name} />
      <div className="member-actions-minor">
        <BlockMemberButton profileId={profile.id} name={profile.name} onBlocked={onBlocked} />
        <LocalLink to="complaints" search={report} className="btn btn-ghost">
          <span className="icon-flag" aria-hidden="true" />
          {t('member.report')}
        </LocalLink>
      </div>
    </div>
  );
}
