import { DELETE_REASONS } from '@dating/contracts';
import { ChoiceGroup, fieldDescribedBy, FieldMessage, TextField, useFocusInvalid } from '@dating/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { REMARKS_MAX_LENGTH } from '../../lib/delete-flow';
import type { DeleteAccountFlow } from './use-delete-account-flow';

/** Why the member leaves (required), remarks (optional) and the password. */
export function DeleteAccountForm({ flow }: { flow: DeleteAccountFlow }) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('reference');
  const { values, problems, update } = flow;
  const { ref, focusInvalid } = useFocusInvalid();

  useEffect(() => {
    // Opened, or back from the last step with a wrong password: start at the first problem or choice.
    const form = ref.current;
    (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('input'))?.focus();
  }, [ref]);

  return (
    <form
      ref={ref}
      noValidate
      aria-labelledby="delete-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!flow.submitForm()) focusInvalid();
      }}
    >
      <ChoiceGroup
        id="delete-reason"
        name="delete-reason"
        legend={t('account.delete.reasonLegend')}
        choices={DELETE_REASONS.map((reason) => ({ value: reason, label: tr(`deleteReason.${reason}`) }))}
        value={values.reason}
        onChange={(reason) => update('reason', reason)}
        error={problems.reason}
        choicesClassName="choices-wide"
      />
      <div className={`field ${problems.remarks ? 'field-invalid' : ''}`}>
        <label htmlFor="delete-remarks">{t('account.delete.remarks')}</label>
        <textarea
          id="delete-remarks"
          value={values.remarks}
          onChange={(event) => update('remarks', event.target.value)}
          maxLength={REMARKS_MAX_LENGTH}
          aria-invalid={problems.remarks ? true : undefined}
          aria-describedby={fieldDescribedBy('delete-remarks', { error: Boolean(problems.remarks) })}
        />
        <FieldMessage id="delete-remarks" error={problems.remarks} />
      </div>
      <TextField
        id="delete-password"
        type="password"
        label={t('account.delete.password')}
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        error={problems.password}
        autoComplete="current-password"
      />
      <div className="form-actions">
        <button type="button" className="btn btn-secondary" onClick={flow.cancel}>
          {t('account.delete.cancel')}
        </button>
        <button type="submit" className="btn btn-danger">
          {t('account.delete.continue')}
        </button>
      </div>
    </form>
  );
}
