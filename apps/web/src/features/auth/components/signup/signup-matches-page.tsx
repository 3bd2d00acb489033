import { useTranslation } from 'react-i18next';
import { ToMembers } from '@/components/to-members';
import { useDocumentTitle } from '@/lib/document-title';

/** After signup: matches are being prepared. The match list itself belongs to the search work. */
export function SignupMatchesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.signupMatches.title'));
  return (
    <div className="page page-narrow">
      <section className="card text-center" aria-labelledby="matches-title">
        <h1 id="matches-title">{t('signupMatches.title')}</h1>
        <p className="lead">{t('signupMatches.text')}</p>
        <ToMembers label={t('signupMatches.toMembers')} />
      </section>
    </div>
  );
}
