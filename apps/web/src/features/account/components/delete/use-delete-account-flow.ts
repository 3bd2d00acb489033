import { formErrors } from '@dating/api-client';
import { useFieldProblems } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '@/lib/localized-path';
import { useCompanyInfo } from '@/lib/settings/company-info';
import { useAcceptRetentionOffer } from '../../api/accept-retention-offer';
import { useDeleteAccount } from '../../api/delete-account';
import {
  REMARKS_MAX_LENGTH,
  checkDeleteValues,
  stepAfterForm,
  type DeleteField,
  type DeleteStep,
  type DeleteValues,
} from '../../lib/delete-flow';
import type { AccountDeletedState } from '../deleted/account-deleted-page';

const EMPTY: DeleteValues = { reason: '', remarks: '', password: '' };
const FIELDS: DeleteField[] = ['reason', 'remarks', 'password'];

/** State and actions of deleting an account: form, retention offer, final confirmation. */
export function useDeleteAccountFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const discount = useCompanyInfo().data?.delete_discount ?? 0;
  const remove = useDeleteAccount();
  const accept = useAcceptRetentionOffer();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<DeleteStep>('form');
  const [values, setValues] = useState<DeleteValues>(EMPTY);
  const { problems, setProblems, clear } = useFieldProblems<DeleteField>();

  function update<K extends keyof DeleteValues>(field: K, value: DeleteValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    clear(field);
  }

  /** Checks the form; true when it may go on to the offer or the confirmation. */
  function submitForm(): boolean {
    const found = checkDeleteValues(values);
    const text: Partial<Record<DeleteField, string>> = {};
    if (found.reason) text.reason = t('account.validation.reasonRequired');
    if (found.remarks) text.remarks = t('account.validation.remarksTooLong', { max: REMARKS_MAX_LENGTH });
    if (found.password) text.password = t('account.validation.passwordRequired');
    setProblems(text);
    if (Object.keys(text).length > 0) return false;
    remove.reset();
    setStep(stepAfterForm(discount));
    return true;
  }

  function confirm() {
    if (!values.reason) return setStep('form');
    const remarks = values.remarks.trim();
    remove.mutate(
      { reason: values.reason, remarks: remarks || undefined, password: values.password },
      {
        onSuccess: (deletion) => {
          // The session is gone; the deleted page forgets the member once it is shown (doing it
          // here would send this page, which needs a member, to the login page first). The
          // navigation starts at once (flushSync), so a poll that finds the session gone meanwhile
          // sees it under way and does not redirect to log in.
          const state: AccountDeletedState = { deletion };
          void navigate(localizedPath('accountDeleted'), { state, flushSync: true });
        },
        onError: (error) => {
          const { fields } = formErrors(error, FIELDS, '');
          if (Object.keys(fields).length > 0) {
            setProblems(fields);
            setStep('form');
          }
        },
      },
    );
  }

  function cancel() {
    setOpen(false);
    setStep('form');
    setValues(EMPTY);
    setProblems({});
    remove.reset();
  }

  return {
    open,
    start: () => setOpen(true),
    step,
    values,
    problems,
    update,
    submitForm,
    discount,
    toConfirm: () => setStep('confirm'),
    keep: () => accept.mutate(),
    accept,
    confirm,
    remove,
    cancel,
  };
}

export type DeleteAccountFlow = ReturnType<typeof useDeleteAccountFlow>;
