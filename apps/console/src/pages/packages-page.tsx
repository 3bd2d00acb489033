import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, PAYMENT_CURRENCIES, changePackage, createPackage, listAdminPackages, type AdminPackage } from '@dating/contracts';
import { CheckboxField, FormAlert, SelectField, SubmitButton, TextField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { fieldMessages, toMajor, toMinor } from '@/lib/form-fields';

const KEY = ['admin-packages'];

/** Credit packages and their prices per currency and per country (admins); a new price applies to new payments only. */
export function PackagesPage() {
  const { t, i18n } = useTranslation();
  const packages = useQuery({ queryKey: KEY, queryFn: () => api.callStrict(listAdminPackages, {}) });
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const groups = new Map<string, AdminPackage[]>();
  for (const p of packages.data?.packages ?? []) {
    const key = p.country ? `${p.country}-${p.currency}` : p.currency;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const title = (p: AdminPackage) => (p.country ? t('packages.countryGroup', { country: countryName.of(p.country) ?? p.country, currency: p.currency }) : t('packages.currencyGroup', { currency: p.currency }));

  return (
    <section className="page">
      <h1>{t('packages.title')}</h1>
      <p className="muted">{t('packages.intro')}</p>
      <FormAlert message={packages.error ? errorMessage(t, packages.error) : null} />
      {packages.isPending && <p>{t('common.loading')}</p>}
      {[...groups.values()].map((rows) => (
        <div key={`${rows[0]!.country}-${rows[0]!.currency}`} className="package-group">
          <h2>{title(rows[0]!)}</h2>
          <div className="table-scroll">
            <table className="audit-table">
              <caption className="visually-hidden">{title(rows[0]!)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('packages.credits')}</th>
                  <th scope="col">{t('packages.price')}</th>
                  <th scope="col">{t('packages.kind')}</th>
                  <th scope="col">{t('packages.state')}</th>
                  <th scope="col">{t('packages.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <PackageRow key={p.id} pkg={p} />
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
      <NewPackageForm countryName={(c) => countryName.of(c) ?? c} />
    </section>
  );
}

function PackageRow({ pkg }: { pkg: AdminPackage }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(toMajor(pkg.price));
  const change = useMutation({
    mutationFn: (body: { price?: number; active?: boolean }) => api.callStrict(changePackage, { body: { id: pkg.id, ...body } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const fields = fieldMessages(change.error);
  const save = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ price: toMinor(price) });
  };
  const label = t('packages.priceOf', { credits: pkg.credits, currency: pkg.currency });
  return (
    <tr className={pkg.active ? undefined : 'muted'}>
      <th scope="row">{pkg.credits}</th>
      <td>
        {pkg.active ? (
          <form className="inline-form" onSubmit={save} aria-label={label}>
            <TextField id={`price-${pkg.id}`} label={label} className="visually-hidden-label" inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} error={fields.price} />
            <button type="submit" className="btn btn-secondary btn-small" disabled={change.isPending || toMinor(price) === pkg.price}>
              {t('packages.save')}
            </button>
          </form>
        ) : (
          `${toMajor(pkg.price)} ${pkg.currency}`
        )}
      </td>
      <td>{[pkg.tryout && t('packages.tryout'), pkg.best_value && t('packages.bestValue')].filter(Boolean).join(' · ')}</td>
      <td>{pkg.active ? t('packages.on') : t('packages.off')}</td>
      <td className="row-actions">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={change.isPending}
          onClick={() => change.mutate({ active: !pkg.active })}
          aria-label={t(pkg.active ? 'packages.switchOffLabel' : 'packages.switchOnLabel', { credits: pkg.credits, currency: pkg.currency })}
        >
          {t(pkg.active ? 'packages.switchOff' : 'packages.switchOn')}
        </button>
        {change.error && Object.keys(fields).length === 0 && <span role="alert">{errorMessage(t, change.error)}</span>}
      </td>
    </tr>
  );
}

const EMPTY = { country: '', currency: 'EUR', credits: '', price: '', tryout: false, best_value: false };

function NewPackageForm({ countryName }: { countryName: (code: string) => string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const add = useMutation({
    mutationFn: () =>
      api.callStrict(createPackage, {
        body: {
          country: (form.country || null) as never,
          currency: form.currency as never,
          credits: form.credits.trim() === '' ? Number.NaN : Number(form.credits),
          price: toMinor(form.price),
          tryout: form.tryout,
          best_value: form.best_value,
        },
      }),
    onSuccess: () => {
      setForm(EMPTY);
      void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const fields = fieldMessages(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <form className="catalog-form" onSubmit={submit} aria-labelledby="new-package-title" noValidate>
      <h2 id="new-package-title">{t('packages.new')}</h2>
      <p className="muted">{t('packages.newHint')}</p>
      <div className="form-grid">
        <SelectField
          id="package-country"
          label={t('packages.country')}
          value={form.country}
          onChange={(e) => setForm({ ...form, country: e.target.value })}
          emptyLabel={t('packages.everyCountry')}
          options={COUNTRIES.map((c) => ({ value: c, label: countryName(c) }))}
          error={fields.country}
        />
        <SelectField id="package-currency" label={t('packages.currency')} value={form.currency} onChange={(e) => setForm({ ...form, currency: e.target.value })} options={PAYMENT_CURRENCIES.map((c) => ({ value: c, label: c }))} error={fields.currency} />
        <TextField id="package-credits" label={t('packages.credits')} inputMode="numeric" value={form.credits} onChange={(e) => setForm({ ...form, credits: e.target.value })} error={fields.credits} />
        <TextField id="package-price" label={t('packages.priceLabel')} inputMode="decimal" value={form.price} onChange={(e) => setForm({ ...form, price: e.target.value })} error={fields.price} />
      </div>
      <CheckboxField id="package-tryout" checked={form.tryout} onChange={(checked) => setForm({ ...form, tryout: checked })}>
        {t('packages.tryoutLabel')}
      </CheckboxField>
      <CheckboxField id="package-best" checked={form.best_value} onChange={(checked) => setForm({ ...form, best_value: checked })}>
        {t('packages.bestValueLabel')}
      </CheckboxField>
      <FormAlert message={add.error && Object.keys(fields).length === 0 ? errorMessage(t, add.error) : null} />
      <SubmitButton pending={add.isPending} label={t('packages.add')} pendingLabel={t('packages.adding')} />
    </form>
  );
}
