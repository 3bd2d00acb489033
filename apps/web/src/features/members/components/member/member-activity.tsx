import type { MemberActivity as Activity } from '@dating/contracts';
import { useTranslation } from 'react-i18next';

/**
 * How recently the member was active, coarsely (decision 067). The words carry the meaning; the dot
 * beside them only repeats it (filled for online, hollow otherwise).
 */
export function MemberActivity({ activity }: { activity: Activity | null }) {
  const { t } = useTranslation('members');
  if (activity === null) return null;
  return (
    <p className={`member-activity member-activity-${activity}`}>
      <span className="member-activity-dot" aria-hidden="true" />
      {t(`member.activity.${activity}`)}
    </p>
  );
}
