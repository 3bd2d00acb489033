import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTRIES,
  DISCOUNT_PAYMENT_METHODS,
  DISCOUNT_VALIDITIES,
  PAYMENT_CURRENCIES,
  changeDiscountCode,
  createDiscountCode,
  listDiscountCodes,
  type AdminDiscountCode,
} from '@dating/contracts';
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextField } from '@dating/ui';
import { ListTable } from '@/app/list-table';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { fieldMessages } from '@/lib/form-fields';

const EMPTY = {
  code: '',
  value_percentage: '',
  validity: 'once-per-user' as (typeof DISCOUNT_VALIDITIES)[number],
  starts: '',
  expires: '',
  first_purchase_only: false,
  country: '',
  currency: '',
  minimum_order_value: '',
  payment_methods: [] as string[],
  user_id: '',
};

/** "" stays empty (null); anything else is sent as typed, so the server's message says what is wrong. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));
const instantOrNull = (local: string) => (local === '' ? null : new Date(local).toISOString());

/** Discount codes (admins): the list with their usage, a form with every rule, and ending a code. */
export function DiscountCodesPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const codes = useQuery({ queryKey: ['discount-codes'], queryFn: () => api.callStrict(listDiscountCodes, { query: {} }) });
  const create = useMutation({
    mutationFn: () =>
      api.callStrict(createDiscountCode, {
        body: {
          code: form.code,
          value_percentage: numberOrNull(form.value_percentage) as number,
          validity: form.validity,
          starts: instantOrNull(form.starts),
          expires: instantOrNull(form.expires),
          first_purchase_only: form.first_purchase_only,
          country: (form.country || null) as never,
          currency: (form.currency || null) as never,
          minimum_order_value: numberOrNull(form.minimum_order_value),
          payment_methods: form.payment_methods as never,
          user_id: numberOrNull(form.user_id),
        },
      }),
    onSuccess: (answer) => {
      setDone(t('codes.created', { code: answer.code.code }));
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: ['discount-codes'] });
    },
  });
  const fields = fieldMessages(create.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    create.mutate();
  };
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });

  return (
    <section className="page">
      <h1>{t('codes.title')}</h1>
      <p className="muted">{t('codes.intro')}</p>
      <form className="catalog-form" onSubmit={submit} aria-labelledby="new-code-title" noValidate>
        <h2 id="new-code-title">{t('codes.new')}</h2>
        <div className="form-grid">
          <TextField id="code-code" label={t('codes.code')} value={form.code} onChange={(e) => set('code', e.target.value)} error={fields.code} hint={t('codes.codeHint')} />
          <TextField id="code-percentage" label={t('codes.percentage')} inputMode="decimal" value={form.value_percentage} onChange={(e) => set('value_percentage', e.target.value)} error={fields.value_percentage} />
          <SelectField
            id="code-validity"
            label={t('codes.validity')}
            value={form.validity}
            onChange={(e) => set('validity', e.target.value as typeof form.validity)}
            options={DISCOUNT_VALIDITIES.map((v) => ({ value: v, label: t(`codes.validities.${v}`) }))}
            error={fields.validity}
          />
          <TextField id="code-starts" type="datetime-local" label={t('codes.starts')} value={form.starts} onChange={(e) => set('starts', e.target.value)} error={fields.starts} hint={t('codes.optional')} />
          <TextField id="code-expires" type="datetime-local" label={t('codes.expires')} value={form.expires} onChange={(e) => set('expires', e.target.value)} error={fields.expires} hint={t('codes.optional')} />
          <SelectField
            id="code-country"
            label={t('codes.country')}
            value={form.country}
            onChange={(e) => set('country', e.target.value)}
            emptyLabel={t('codes.anyCountry')}
            options={COUNTRIES.map((c) => ({ value: c, label: countryName.of(c) ?? c }))}
            error={fields.country}
          />
          <SelectField
            id="code-currency"
            label={t('codes.currency')}
            value={form.currency}
            onChange={(e) => set('currency', e.target.value)}
            emptyLabel={t('codes.anyCurrency')}
            options={PAYMENT_CURRENCIES.map((c) => ({ value: c, label: c }))}
            error={fields.currency}
          />
          <TextField id="code-minimum" label={t('codes.minimum')} inputMode="decimal" value={form.minimum_order_value} onChange={(e) => set('minimum_order_value', e.target.value)} error={fields.minimum_order_value} hint={t('codes.minimumHint')} />
          <TextField id="code-member" label={t('codes.member')} inputMode="numeric" value={form.user_id} onChange={(e) => set('user_id', e.target.value)} error={fields.user_id} hint={t('codes.memberHint')} />
        </div>
        <CheckboxField id="code-first" checked={form.first_purchase_only} onChange={(checked) => set('first_purchase_only', checked)} error={fields.first_purchase_only}>
          {t('codes.firstPurchase')}
        </CheckboxField>
        <fieldset className="method-choices">
          <legend>{t('codes.methods')}</legend>
          <p className="muted">{t('codes.methodsHint')}</p>
          {DISCOUNT_PAYMENT_METHODS.map((m) => (
            <label key={m} className="inline-check">
              <input
                type="checkbox"
                checked={form.payment_methods.includes(m)}
                onChange={(e) => set('payment_methods', e.target.checked ? [...form.payment_methods, m] : form.payment_methods.filter((x) => x !== m))}
              />
              {t(`codes.methodNames.${m}`)}
            </label>
          ))}
          {Object.entries(fields)
            .filter(([k]) => k.startsWith('payment_methods'))
            .map(([k, message]) => (
              <p key={k} className="field-error">
                {message}
              </p>
            ))}
        </fieldset>
        <FormAlert message={create.error && Object.keys(fields).length === 0 ? errorMessage(t, create.error) : null} />
        {done && <p role="status">{done}</p>}
        <SubmitButton pending={create.isPending} label={t('codes.create')} pendingLabel={t('codes.creating')} />
      </form>

      <ListTable
        title={t('codes.list')}
        query={codes}
        items={codes.data?.codes}
        empty={t('codes.empty')}
        columns={(['code', 'percentage', 'rules', 'state', 'redemptions', 'paid', 'reserved', 'actions'] as const).map((key) => t(`codes.${key}`))}
        row={(code) => <CodeRow key={code.id} code={code} />}
      />
    </section>
  );
}

function CodeRow({ code }: { code: AdminDiscountCode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: (action: 'expire' | 'disable') => api.callStrict(changeDiscountCode, { body: { id: code.id, action } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['discount-codes'] }),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rules = [
    t(`codes.validities.${code.validity}`),
    code.first_purchase_only && t('codes.firstPurchaseShort'),
    code.starts && t('codes.from', { when: when.format(new Date(code.starts)) }),
    code.expires && t('codes.until', { when: when.format(new Date(code.expires)) }),
    code.country,
    code.currency,
    code.minimum_order_value !== null && t('codes.minimumShort', { amount: code.minimum_order_value.toFixed(2) }),
    code.payment_methods.length > 0 && code.payment_methods.map((m) => t(`codes.methodNames.${m}`)).join(', '),
    code.user_id !== null && t('codes.memberShort', { id: code.user_id }),
  ].filter(Boolean);
  const state = code.status !== 'active' ? t(`codes.statuses.${code.status}`) : code.expired ? t('codes.statuses.expired') : t('codes.statuses.active');
  const open = code.status === 'active' && !code.expired;
  return (
    <tr>
      <th scope="row">
        <code>{code.code}</code>
      </th>
      <td>{code.value_percentage}%</td>
      <td>{rules.join(' · ')}</td>
      <td>{state}</td>
      <td>{code.usage.redemptions}</td>
      <td>{code.usage.paid}</td>
      <td>{code.usage.reserved}</td>
      <td className="row-actions">
        {open && (
          <>
            <button type="button" className="btn btn-secondary btn-small" disabled={end.isPending} onClick={() => end.mutate('expire')} aria-label={t('codes.expireLabel', { code: code.code })}>
              {t('codes.expire')}
            </button>
            <button type="button" className="btn btn-secondary btn-small" disabled={end.isPending} onClick={() => end.mutate('disable')} aria-label={t('codes.disableLabel', { code: code.code })}>
              {t('codes.disable')}
            </button>
          </>
        )}
        {end.error && <span role="alert">{errorMessage(t, end.error)}</span>}
      </td>
    </tr>
  );
}
