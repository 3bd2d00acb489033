import { isApiError, userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';

/**
 * Why a message or gift was not sent. Without enough credits the member can buy them; at the
 * free-conversation limit also go premium (nothing was sent, nothing was charged).
 */
export function SendError({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation('chat');
  const code = isApiError(error) ? error.code : null;
  return (
    <Alert tone="danger" live className="chat-send-error">
      <p>{userMessage(error, fallback ?? t('composer.failed'))}</p>
      {code === 'insufficient_credits' || code === 'free_conversation_limit' ? (
        <p className="chat-send-error-actions">
          <LocalLink to="credits" className="btn btn-primary btn-small">
            {t('composer.buyCredits')}
          </LocalLink>
          {code === 'free_conversation_limit' ? (
            <LocalLink to="credits" className="btn btn-secondary btn-small">
              {t('composer.premium')}
            </LocalLink>
          ) : null}
        </p>
      ) : null}
    </Alert>
  );
}
