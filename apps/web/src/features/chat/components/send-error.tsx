import { isApiError, userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { CreditBundleOffer } from '@/components/credits/credit-bundle-offer';

/**
 * Why a message or gift was not sent (nothing was sent, nothing was charged). Without enough credits,
 * or at the free-conversation limit (premium only), a concrete credit bundle is offered.
 */
export function SendError({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation('chat');
  const code = isApiError(error) ? error.code : null;
  return (
    <Alert tone="danger" live className="chat-send-error">
      <p>{userMessage(error, fallback ?? t('composer.failed'))}</p>
      {code === 'insufficient_credits' || code === 'free_conversation_limit' ? <CreditBundleOffer /> : null}
    </Alert>
  );
}
