import { formErrors } from '@dating/api-client';
import { SPENDING_CAP_MAX, type SpendingCap } from '@dating/contracts';
import { FormAlert, SubmitButton, TextField } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetSpendingCap, useSpendingCap } from '../api/spending-cap';
import { formatPrice } from '../lib/money';
import { formatPaymentDate } from '../lib/payment-labels';
import { parseMoney } from '../lib/spending-cap';

const MIN = 100;

/** What a saved cap means, in words: at once, or the day and time a raise (or the removal) applies. */
function savedText(answer: SpendingCap, t: ReturnType<typeof useTranslation<'payments'>>['t'], locale: string): string {
  if (!answer.pending) return t('spendingCap.savedNow');
  const date = formatPaymentDate(answer.pending.effective_at, locale);
  return answer.pending.amount === null ? t('spendingCap.removedLater', { date }) : t('spendingCap.savedLater', { date });
}

/**
 * The monthly spending cap in the account settings (decision 039): the cap in force, a raise (or removal)
 * waiting with the moment it applies, and a form to set, lower, raise or remove it. The server decides
 * what applies when; this only shows its answer.
 */
export function SpendingCapSettings() {
  const { t, i18n } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const locale = i18n.language;
  const cap = useSpendingCap();
  const save = useSetSpendingCap();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errors = save.error ? formErrors(save.error, ['amount'] as const, tc('errors.generic')) : null;
  const data = cap.data;
  const money = (minor: number) => formatPrice(minor, data?.currency ?? 'EUR', locale);
  const limits = { min: money(MIN), max: money(SPENDING_CAP_MAX) };

  return (
    <section className="card settings-section spending-cap" id="spending-cap" aria-labelledby="spending-cap-title">
      <h2 id="spending-cap-title">{t('spendingCap.title')}</h2>
      <p className="field-hint">{t('spendingCap.intro')}</p>
      {cap.isPending ? <p role="status">{tc('common.loading')}</p> : null}
      {cap.isError ? <FormAlert message={tc('errors.generic')} /> : null}
      {data ? (
        <>
          <p className="spending-cap-current">{data.amount === null ? t('spendingCap.none') : t('spendingCap.current', { amount: money(data.amount) })}</p>
          {data.pending ? (
            <p className="spending-cap-pending">
              {data.pending.amount === null
                ? t('spendingCap.pendingRemoval', { date: formatPaymentDate(data.pending.effective_at, locale) })
                : t('spendingCap.pendingRaise', { amount: money(data.pending.amount), date: formatPaymentDate(data.pending.effective_at, locale) })}
            </p>
          ) : null}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const amount = parseMoney(value);
              if (amount === null || amount < MIN || amount > SPENDING_CAP_MAX) {
                setProblem(t('spendingCap.invalid', limits));
                return;
              }
              save.mutate(amount, { onSuccess: () => setValue('') });
            }}
          >
            <FormAlert message={errors?.general} />
            <TextField
              id="spending-cap-amount"
              label={t('spendingCap.amountLabel', { currency: data.currency })}
              hint={t('spendingCap.amountHint', limits)}
              inputMode="decimal"
              autoComplete="off"
              value={value}
              error={problem ?? errors?.fields.amount}
              onChange={(event) => {
                setValue(event.target.value);
                setProblem(null);
                if (save.isSuccess || save.isError) save.reset();
              }}
            />
            <p role="status" className="settings-status">
              {save.isSuccess ? savedText(save.data, t, locale) : null}
            </p>
            <div className="form-actions">
              <SubmitButton pending={save.isPending && save.variables !== null} label={t('spendingCap.save')} pendingLabel={t('spendingCap.saving')} />
              {data.amount !== null && !(data.pending && data.pending.amount === null) ? (
                <button type="button" className="btn btn-secondary" disabled={save.isPending} onClick={() => save.mutate(null)}>
                  {t('spendingCap.remove')}
                </button>
              ) : null}
            </div>
          </form>
        </>
      ) : null}
    </section>
  );
}
