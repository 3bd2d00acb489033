import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrors } from '@dating/api-client';
import { ADJUSTMENT_REASONS, MAX_ADJUSTMENT, getMemberCredits, postCreditAdjustment, type AdjustmentReason } from '@dating/contracts';
import { ChoiceGroup, FormAlert, SelectField, SubmitButton, TextField, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

const FIELDS = ['amount', 'reason', 'note'] as const;
type Field = (typeof FIELDS)[number];
type Direction = 'grant' | 'charge';
const MAX_NOTE = 500;

export const memberCreditsKey = (member: string) => ['money', 'member-credits', member] as const;

/**
 * An admin's credit adjustment of one member (decision 052): the balance and the newest ledger rows, and
 * a form to add or take off credits with a reason the member sees and a note for the audit log. Self-
 * contained: give it a member id or e-mail address; mounted on /credits and on the member view.
 */
export function CreditAdjustmentPanel({ member }: { member: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: memberCreditsKey(member), queryFn: () => api.callStrict(getMemberCredits, { query: { member } }) });
  const [direction, setDirection] = useState<Direction>('grant');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<AdjustmentReason | ''>('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState('');
  const adjust = useMutation({
    mutationFn: (body: { member_id: number; direction: Direction; amount: number; reason: AdjustmentReason; note: string }) => api.callStrict(postCreditAdjustment, { body }),
    onSuccess: (answer, body) => {
      setDone(t(body.direction === 'grant' ? 'money.adjust.granted' : 'money.adjust.charged', { count: body.amount, balance: answer.member.credits }));
      setAmount('');
      setNote('');
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['money'] });
    },
    onError: (error) => setProblems(formErrors(error, FIELDS, '').fields),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (query.isPending) return <p>{t('common.loading')}</p>;
  if (query.isError) return <FormAlert message={errorMessage(t, query.error)} />;
  const { member: found, ledger } = query.data;
  const heading = `credits-${found.id}-title`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const count = Number(amount);
    const next: Partial<Record<Field, string>> = {};
    if (!Number.isInteger(count) || count < 1 || count > MAX_ADJUSTMENT) next.amount = t('money.adjust.amountRange', { max: MAX_ADJUSTMENT });
    if (!reason) next.reason = t('money.adjust.reasonRequired');
    if (!note.trim()) next.note = t('money.adjust.noteRequired');
    setProblems(next);
    if (Object.keys(next).length > 0 || !reason) return;
    adjust.mutate({ member_id: found.id, direction, amount: count, reason, note: note.trim() });
  };

  return (
    <section className="money-panel" aria-labelledby={heading}>
      <h2 id={heading}>{t('money.adjust.title', { name: found.name ?? found.email })}</h2>
      <p>
        {t('money.member', { id: found.id, email: found.email })} · <strong>{t('money.balance', { count: found.credits })}</strong>
        {found.premium ? ` · ${t('money.premium')}` : ''}
      </p>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {done ? <p className="money-done">{done}</p> : null}
      <FormAlert message={adjust.error && Object.keys(problems).length === 0 ? errorMessage(t, adjust.error) : null} />
      <form onSubmit={submit} noValidate aria-label={t('money.adjust.form')} className="money-form">
        <ChoiceGroup
          id={`direction-${found.id}`}
          name={`direction-${found.id}`}
          legend={t('money.adjust.direction')}
          choices={[
            { value: 'grant', label: t('money.adjust.grant') },
            { value: 'charge', label: t('money.adjust.charge') },
          ]}
          value={direction}
          onChange={setDirection}
        />
        <TextField
          id={`amount-${found.id}`}
          label={t('money.adjust.amount')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ADJUSTMENT}
          value={amount}
          error={problems.amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setProblems((p) => ({ ...p, amount: undefined }));
          }}
        />
        <SelectField
          id={`reason-${found.id}`}
          label={t('money.adjust.reason')}
          hint={t('money.adjust.reasonHint')}
          emptyLabel={t('money.adjust.chooseReason')}
          options={ADJUSTMENT_REASONS.map((value) => ({ value, label: t(`money.reasons.${value}`) }))}
          value={reason}
          error={problems.reason}
          onChange={(e) => {
            setReason(e.target.value as AdjustmentReason | '');
            setProblems((p) => ({ ...p, reason: undefined }));
          }}
        />
        <TextareaField
          id={`note-${found.id}`}
          label={t('money.adjust.note')}
          hint={t('money.adjust.noteHint')}
          value={note}
          maxLength={MAX_NOTE}
          counter={t('money.counter', { count: note.length, max: MAX_NOTE })}
          rows={2}
          error={problems.note}
          onChange={(e) => {
            setNote(e.target.value);
            setProblems((p) => ({ ...p, note: undefined }));
          }}
        />
        <SubmitButton pending={adjust.isPending} label={t('money.adjust.submit')} pendingLabel={t('money.saving')} />
      </form>
      <h3>{t('money.ledger.title')}</h3>
      {ledger.length === 0 ? (
        <p className="muted">{t('money.ledger.empty')}</p>
      ) : (
        <table className="audit-table">
          <caption className="visually-hidden">{t('money.ledger.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('money.ledger.when')}</th>
              <th scope="col">{t('money.ledger.change')}</th>
              <th scope="col">{t('money.ledger.after')}</th>
              <th scope="col">{t('money.ledger.what')}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((entry) => (
              <tr key={entry.id}>
                <td>{when.format(new Date(entry.created_at))}</td>
                <td>{entry.amount > 0 ? `+${entry.amount}` : entry.amount}</td>
                <td>{entry.balance_after}</td>
                <td>
                  {t(`money.ledger.reasons.${entry.reason}`, { defaultValue: entry.reason })} <span className="muted small">{entry.reference}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
