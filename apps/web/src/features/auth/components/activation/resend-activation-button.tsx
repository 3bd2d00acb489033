import { userMessage } from '@dating/api-client';
import { useTranslation } from 'react-i18next';
import { useResendActivation } from '../../api/resend-activation';

/** Sends the activation mail again and says so. */
export function ResendActivationButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const resend = useResendActivation();
  const error = resend.error ? userMessage(resend.error, t('errors.generic')) : null;

  return (
    <span className={`resend ${compact ? 'resend-compact' : ''}`}>
      <button
        type="button"
        className={`btn ${compact ? 'btn-small btn-secondary' : 'btn-secondary'}`}
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
      >
        {resend.isPending ? t('activation.resending') : t('activation.resend')}
      </button>
      <span role="status" className="resend-status">
        {resend.isSuccess ? t('activation.resent') : null}
        {error ? <span className="text-danger">{error}</span> : null}
      </span>
    </span>
  );
}
