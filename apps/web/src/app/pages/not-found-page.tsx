import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { ErrorScreen } from '../error-screen';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFound'));
  return <ErrorScreen statusCode={404} />;
}
