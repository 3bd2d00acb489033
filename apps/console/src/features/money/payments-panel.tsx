import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrors } from '@dating/api-client';
import { getStaffPayments, postPaymentRefund, type AdminPayment } from '@dating/contracts';
import { FormAlert, SubmitButton, TextField, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { parseAmount } from '@/lib/form-fields';

const MAX_NOTE = 500;

/** What to look for: one payment (our number or the provider's tr_ id), or a member's payments (id or e-mail). */
export type PaymentSearch = { payment: string } | { member: string };

/**
 * Payments as an admin finds them (decision 052), each paid one with a refund through the payment
 * provider, in full or in part (decision 060): the admin sets the amount (all that remains, to start
 * with), confirms with a note for the audit log and is told what happened to the member's credits and
 * premium. Self-contained: mounted on /payments and on the member view.
 */
export function PaymentsPanel({ search }: { search: PaymentSearch }) {
  const { t } = useTranslation();
  const [done, setDone] = useState('');
  const query = useQuery({ queryKey: ['money', 'payments', search], queryFn: () => api.callStrict(getStaffPayments, { query: search }) });

  return (
    <section className="money-panel" aria-labelledby="payments-panel-title">
      <h2 id="payments-panel-title">{'payment' in search ? t('money.payments.one', { id: search.payment }) : t('money.payments.ofMember', { member: search.member })}</h2>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {done ? <p className="money-done">{done}</p> : null}
      {query.isPending ? <p>{t('common.loading')}</p> : null}
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.data && query.data.payments.length === 0 ? <p>{t('money.payments.none')}</p> : null}
      {query.data && query.data.payments.length > 0 ? (
        <ul className="payment-cards">
          {query.data.payments.map((payment) => (
            <PaymentCard key={payment.id} payment={payment} onDone={setDone} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function PaymentCard({ payment, onDone }: { payment: AdminPayment; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const remaining = payment.amount - payment.refunded_amount;
  const format = (minor: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: payment.currency }).format(minor / 100);
  const asInput = (minor: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, useGrouping: false }).format(minor / 100);
  const [amount, setAmount] = useState(() => asInput(remaining));
  const [amountError, setAmountError] = useState<string | null>(null);
  const refund = useMutation({
    mutationFn: (minor: number) => api.callStrict(postPaymentRefund, { body: { payment_id: payment.id, amount: minor, note: note.trim() } }),
    onSuccess: (answer) => {
      const parts = [
        answer.payment.status === 'refunded' && answer.refund_amount === payment.amount
          ? t('money.refund.done', { id: payment.id, count: answer.credits_taken })
          : t('money.refund.donePart', { id: payment.id, amount: format(answer.refund_amount), count: answer.credits_taken }),
      ];
      if (answer.credits_spent > 0) parts.push(t('money.refund.spent', { count: answer.credits_spent }));
      if (answer.premium_revoked) parts.push(t('money.refund.premium'));
      onDone(parts.join(' '));
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['money'] });
    },
    onError: (error) => {
      const { fields } = formErrors(error, ['note', 'amount'], '');
      setNoteError(fields.note ?? null);
      setAmountError(fields.amount ?? null);
    },
  });
  const money = format(payment.amount);
  const typed = parseAmount(amount);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(payment.paid_at ?? payment.created_at));
  const heading = `payment-${payment.id}-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed === null) setAmountError(t('money.refund.amountInvalid'));
    if (!note.trim()) setNoteError(t('money.refund.noteRequired'));
    if (typed === null || !note.trim()) return;
    refund.mutate(typed);
  };

  return (
    <li className="payment-card">
      <article aria-labelledby={heading}>
        <h3 id={heading}>{t('money.payments.title', { id: payment.id, amount: money })}</h3>
        <dl className="payment-facts">
          <div>
            <dt>{t('money.payments.status')}</dt>
            <dd>{payment.status === 'paid' && payment.refunded_amount > 0 ? t('money.status.partlyRefunded') : t(`money.status.${payment.status}`)}</dd>
          </div>
          {payment.refunded_amount > 0 ? (
            <div>
              <dt>{t('money.payments.refunded')}</dt>
              <dd>{t('money.payments.refundedOf', { refunded: format(payment.refunded_amount), amount: money })}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('money.payments.member')}</dt>
            <dd>{t('money.member', { id: payment.member.id, email: payment.member.email })}</dd>
          </div>
          <div>
            <dt>{t('money.payments.bought')}</dt>
            <dd>{t('money.payments.credits', { count: payment.credits })}</dd>
          </div>
          <div>
            <dt>{t(payment.paid_at ? 'money.payments.paidAt' : 'money.payments.createdAt')}</dt>
            <dd>{when}</dd>
          </div>
          <div>
            <dt>{t('money.payments.method')}</dt>
            <dd>
              {payment.method ?? '—'} {payment.provider_id ? <span className="muted small">{payment.provider_id}</span> : null}
            </dd>
          </div>
        </dl>
        <FormAlert message={refund.error && !noteError && !amountError ? errorMessage(t, refund.error) : null} />
        {payment.status === 'paid' && !confirming ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => {
              setAmount(asInput(remaining));
              setConfirming(true);
            }}
            aria-label={t('money.refund.startLabel', { id: payment.id })}>
            {t('money.refund.start')}
          </button>
        ) : null}
        {payment.status === 'paid' && confirming ? (
          <form onSubmit={submit} noValidate aria-label={t('money.refund.form', { id: payment.id })}>
            <p>{t('money.refund.explain', { amount: format(remaining), count: payment.credits })}</p>
            <TextField
              id={`refund-amount-${payment.id}`}
              label={t('money.refund.amount', { currency: payment.currency })}
              hint={t('money.refund.amountHint', { amount: format(remaining) })}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              error={amountError}
              onChange={(e) => {
                setAmount(e.target.value);
                setAmountError(null);
              }}
            />
            <TextareaField
              id={`refund-note-${payment.id}`}
              label={t('money.refund.note')}
              hint={t('money.refund.noteHint')}
              value={note}
              maxLength={MAX_NOTE}
              counter={t('money.counter', { count: note.length, max: MAX_NOTE })}
              rows={2}
              error={noteError}
              onChange={(e) => {
                setNote(e.target.value);
                setNoteError(null);
              }}
            />
            <div className="money-actions">
              <SubmitButton pending={refund.isPending} label={t('money.refund.confirm', { amount: format(typed ?? remaining) })} pendingLabel={t('money.saving')} className="btn btn-danger btn-small" />
              <button type="button" className="btn btn-secondary btn-small" onClick={() => setConfirming(false)}>
                {t('money.cancel')}
              </button>
            </div>
          </form>
        ) : null}
      </article>
    </li>
  );
}
