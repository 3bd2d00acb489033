import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { useCurrentRoute } from '@/lib/route-name';
import { useSettings } from '@/lib/settings/site-settings';

type StaticName = 'pageBan' | 'pageCookies' | 'pageFaq' | 'pagePrivacy' | 'pageReturnPolicy' | 'pageService' | 'pageTerms';

/** /pages/terms and friends: a heading and a short neutral text (the real texts are not shown). */
export function StaticPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const route = useCurrentRoute();
  const name = (route?.name ?? 'pageTerms') as StaticName;
  const title = t(`pages.${name}.title`);
  useDocumentTitle(title);
  return (
    <div className="page page-narrow">
      <article className="card prose" aria-labelledby="page-title">
        <h1 id="page-title">{title}</h1>
        <p className="lead">{t(`pages.${name}.text`, { name: settings.name })}</p>
        <p>
          {t('pages.questions')} <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
        </p>
      </article>
    </div>
  );
}
