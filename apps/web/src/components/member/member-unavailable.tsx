import { useTranslation } from 'react-i18next';
import { ToMembers } from '../to-members';

/** A 404 from member.php: hidden, blocked or deleted, without saying which (that would leak). */
export function MemberUnavailable({ backSearch }: { backSearch: string | null }) {
  const { t } = useTranslation('members');
  return (
    <div className="page page-narrow">
      <section className="card text-center member-unavailable" aria-labelledby="unavailable-title">
        <span className="prompt-illustration" aria-hidden="true" />
        <h1 id="unavailable-title">{t('member.unavailableTitle')}</h1>
        <p className="lead">{t('member.unavailableText')}</p>
        <ToMembers label={backSearch ? t('member.backToResults') : t('member.searchOthers')} search={backSearch ?? undefined} />
      </section>
    </div>
  );
}
