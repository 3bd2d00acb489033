import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading';
import type { DeleteAccountFlow } from './use-delete-account-flow';

/** The last step: what happens now, and the button that deletes. */
export function ConfirmDelete({ flow }: { flow: DeleteAccountFlow }) {
  const { t } = useTranslation();
  const { remove } = flow;
  return (
    <div role="group" aria-labelledby="confirm-delete-title">
      <StepHeading id="confirm-delete-title">{t('account.delete.confirmTitle')}</StepHeading>
      <p>{t('account.delete.confirmText')}</p>
      {remove.error ? (
        <Alert tone="danger" live>
          {userMessage(remove.error, t('errors.generic'))}
        </Alert>
      ) : null}
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={flow.cancel} disabled={remove.isPending}>
          {t('account.delete.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={flow.confirm} disabled={remove.isPending || remove.isSuccess}>
          {remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
        </button>
      </div>
    </div>
  );
}
