import { useTranslation } from 'react-i18next';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';
import { LocalLink } from '@/lib/localized-path';
import { useMember } from '@/lib/member-profile';

/** Which member the report is about (from ?profile=); a hidden or blocked member shows as a number. */
export function ReportedMember({ profileId }: { profileId: number }) {
  const { t } = useTranslation('members');
  const member = useMember(profileId);
  const profile = member.data?.profile;
  return (
    <div className="reported-member">
      <span className="reported-photo">
        {profile?.main_image ? <img src={profile.main_image.thumb} alt="" width={48} height={48} /> : <PhotoPlaceholder />}
      </span>
      <p>
        {t('complaints.about')}{' '}
        {profile ? (
          <LocalLink to="member" params={{ id: profileId }}>
            {profile.name}
          </LocalLink>
        ) : (
          <strong>{t('complaints.memberNumber', { id: profileId })}</strong>
        )}
      </p>
    </div>
  );
}
