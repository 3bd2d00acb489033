import { useTranslation } from 'react-i18next';
import { MemberCard } from '@/components/member/member-card';
import { ToMembers } from '@/components/to-members';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { useSignupMatches } from '../../api/signup-matches';

/** After signup: members who suit the new member's profile (who they look for, where they live). */
export function SignupMatchesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const matches = useSignupMatches(user);
  useDocumentTitle(t('pages.signupMatches.title'));
  const found = matches.data ?? [];

  if (found.length === 0) {
    return (
      <div className="page page-narrow">
        <section className="card text-center" aria-labelledby="matches-title">
          <h1 id="matches-title">{t('signupMatches.title')}</h1>
          <p className="lead" role={matches.isPending && user ? 'status' : undefined}>
            {t('signupMatches.text')}
          </p>
          <ToMembers label={t('signupMatches.toMembers')} />
        </section>
      </div>
    );
  }
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('signupMatches.foundTitle')}</h1>
        <p className="lead">{t('signupMatches.foundText')}</p>
      </header>
      <ul className="member-grid" aria-label={t('signupMatches.foundTitle')}>
        {found.map((profile) => (
          <MemberCard key={profile.id} profile={profile} />
        ))}
      </ul>
      <ToMembers label={t('signupMatches.toMembers')} />
    </div>
  );
}
