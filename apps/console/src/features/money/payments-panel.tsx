import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrors } from '@dating/api-client';
import { getStaffPayments, postPaymentRefund, type AdminPayment } from '@dating/contracts';
import { FormAlert, SubmitButton, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

const MAX_NOTE = 500;

/** What to look for: one payment (our number or the provider's tr_ id), or a member's payments (id or e-mail). */
export type PaymentSearch = { payment: string } | { member: string };

/**
 * Payments as an admin finds them (decision 052), each paid one with a full refund through the payment
 * provider: the admin confirms with a note for the audit log and is told what happened to the member's
 * credits and premium. Self-contained: mounted on /payments and on the member view.
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
  const refund = useMutation({
    mutationFn: () => api.callStrict(postPaymentRefund, { body: { payment_id: payment.id, note: note.trim() } }),
    onSuccess: (answer) => {
      const parts = [t('money.refund.done', { id: payment.id, count: answer.credits_taken })];
      if (answer.credits_spent > 0) parts.push(t('money.refund.spent', { count: answer.credits_spent }));
      if (answer.premium_revoked) parts.push(t('money.refund.premium'));
      onDone(parts.join(' '));
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: ['money'] });
    },
    onError: (error) => setNoteError(formErrors(error, ['note'], '').fields.note ?? null),
  });
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: payment.currency }).format(payment.amount / 100);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(payment.paid_at ?? payment.created_at));
  const heading = `payment-${payment.id}-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t('money.refund.noteRequired'));
      return;
    }
    refund.mutate();
  };

  return (
    <li className="payment-card">
      <article aria-labelledby={heading}>
        <h3 id={heading}>{t('money.payments.title', { id: payment.id, amount: money })}</h3>
        <dl className="payment-facts">
          <div>
            <dt>{t('money.payments.status')}</dt>
            <dd>{t(`money.status.${payment.status}`)}</dd>
          </div>
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
        <FormAlert message={refund.error && !noteError ? errorMessage(t, refund.error) : null} />
        {payment.status === 'paid' && !confirming ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setConfirming(true)} aria-label={t('money.refund.startLabel', { id: payment.id })}>
            {t('money.refund.start')}
          </button>
        ) : null}
        {payment.status === 'paid' && confirming ? (
          <form onSubmit={submit} noValidate aria-label={t('money.refund.form', { id: payment.id })}>
            <p>{t('money.refund.explain', { amount: money, count: payment.credits })}</p>
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
              <SubmitButton pending={refund.isPending} label={t('money.refund.confirm', { amount: money })} pendingLabel={t('money.saving')} className="btn btn-danger btn-small" />
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
