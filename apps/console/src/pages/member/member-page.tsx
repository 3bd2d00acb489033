import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { staffGetMember } from '@dating/contracts';
import { FormAlert } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { useStaff } from '@/lib/staff';
import { MemberBadges } from './member-badges';
import { MEMBER_SECTIONS } from './sections';

export const memberQueryKey = (id: number) => ['staff-member', id] as const;

/** One member for moderators and admins, as a column of sections (./sections.ts lists them). */
export function MemberPage() {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const id = Number(useParams().id);
  const query = useQuery({
    queryKey: memberQueryKey(id),
    queryFn: () => api.callStrict(staffGetMember, { query: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  const view = query.data;

  return (
    <section className="page">
      <p>
        <Link to="/members">{t('members.back')}</Link>
      </p>
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.isPending && <p>{t('common.loading')}</p>}
      {view && staff && (
        <>
          <h1>
            {t('member.title', { name: view.member.name ?? t('members.noName'), id: view.member.id })} <MemberBadges member={view.member} />
          </h1>
          <div className="member-sections">
            {MEMBER_SECTIONS.filter((s) => staff.role === 'admin' || s.roles.includes(staff.role)).map(({ key, Section }) => (
              <Section key={key} view={view} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
