import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { useCurrentRoute } from '@/lib/route-name';

/** Routes whose screens come with later work: their name and an honest "being built" line. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const title = route ? t(`pages.${route.name}.title`) : '';
  useDocumentTitle(title);
  return (
    <div className="page">
      <section className="card placeholder" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <p className="lead">{t('pages.underConstruction')}</p>
        <p>
          <LocalLink to="home">{t('errors.backHome')}</LocalLink>
        </p>
      </section>
    </div>
  );
}
