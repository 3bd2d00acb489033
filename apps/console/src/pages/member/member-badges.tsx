import { useTranslation } from 'react-i18next';
import type { MemberLine } from '@dating/contracts';

/** A member's account status and what staff did to them (banned, hidden), as short labels. */
export function MemberBadges({ member }: { member: MemberLine }) {
  const { t } = useTranslation();
  return (
    <span className="badges">
      {member.banned ? <span className="tag tag-danger">{t('members.banned')}</span> : <span className="tag">{t(`members.status.${member.status}`)}</span>}
      {member.hidden && <span className="tag tag-warning">{t('members.hidden')}</span>}
      {member.fictional && <span className="tag">{t('members.fictional')}</span>}
    </span>
  );
}
