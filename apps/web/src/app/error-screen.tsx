import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';

interface ErrorScreenProps {
  /** 404 shows "This page could not be found"; anything else the given message. */
  statusCode?: number;
  message?: string;
  onRetry?: () => void;
}

/** The full-page error (spec section 8): the message and a way back home. */
export function ErrorScreen({ statusCode = 500, message, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  const notFound = statusCode === 404;
  return (
    <div className="page page-narrow error-screen">
      <section className="card text-center" aria-labelledby="error-title">
        <p className="error-code" aria-hidden="true">
          {statusCode}
        </p>
        <h1 id="error-title">{notFound ? t('errors.notFound') : t('errors.title')}</h1>
        <p className="lead">{notFound ? t('errors.notFoundText') : message || t('errors.generic')}</p>
        <p className="actions-center">
          {onRetry ? (
            <button type="button" className="btn btn-secondary" onClick={onRetry}>
              {t('errors.retry')}
            </button>
          ) : null}
          <LocalLink to="home" className="btn btn-primary">
            {t('errors.backHome')}
          </LocalLink>
        </p>
      </section>
    </div>
  );
}
