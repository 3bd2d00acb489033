import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading';
import type { DeleteAccountFlow } from './use-delete-account-flow';

/** Before the last click: stay and get the company's delete discount on the next purchase. */
export function RetentionOffer({ flow }: { flow: DeleteAccountFlow }) {
  const { t } = useTranslation();
  const { accept } = flow;
  return (
    <div className="retention-offer" role="group" aria-labelledby="offer-title">
      <p className="retention-badge" aria-hidden="true">
        −{flow.discount}%
      </p>
      <StepHeading id="offer-title">{t('account.delete.offerTitle', { percentage: flow.discount })}</StepHeading>
      <p>{t('account.delete.offerText')}</p>
      {accept.error ? (
        <Alert tone="danger" live>
          {userMessage(accept.error, t('errors.generic'))}
        </Alert>
      ) : null}
      <div className="form-actions form-actions-center">
        <button type="button" className="btn btn-primary" onClick={flow.keep} disabled={accept.isPending}>
          {accept.isPending ? t('account.delete.keeping') : t('account.delete.keep')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={flow.toConfirm} disabled={accept.isPending}>
          {t('account.delete.deleteAnyway')}
        </button>
      </div>
    </div>
  );
}
