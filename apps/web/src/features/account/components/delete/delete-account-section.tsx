import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from './confirm-delete';
import { DeleteAccountForm } from './delete-account-form';
import { RetentionKept } from './retention-kept';
import { RetentionOffer } from './retention-offer';
import { useDeleteAccountFlow } from './use-delete-account-flow';

/**
 * Deleting the account: reason, remarks and password; then the retention offer when the company
 * gives a discount for staying; then the final click. Taking the offer keeps the account.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const flow = useDeleteAccountFlow();

  let content;
  if (flow.accept.data) content = <RetentionKept offer={flow.accept.data} />;
  else if (!flow.open) {
    content = (
      <button type="button" className="btn btn-danger-outline" onClick={flow.start}>
        {t('account.delete.start')}
      </button>
    );
  } else if (flow.step === 'offer') content = <RetentionOffer flow={flow} />;
  else if (flow.step === 'confirm') content = <ConfirmDelete flow={flow} />;
  else content = <DeleteAccountForm flow={flow} />;

  return (
    <section className="card settings-section settings-danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('account.delete.title')}</h2>
      <p>{t('account.delete.intro')}</p>
      {content}
    </section>
  );
}
