import { userMessage } from '@dating/api-client';
import { discountedPrice } from '@dating/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppliedDiscount, useAppliedDiscount } from '../api/discount-code';
import { formatPrice } from '../lib/money';

/**
 * A price with the discount applied: the package's price struck through and the price charged, which
 * is `discountedPrice` of the contracts, the same rounding the server charges with.
 */
export function DiscountedPrice({ price, currency, locale, discount }: { price: number; currency: string; locale: string; discount: AppliedDiscount | null }) {
  const { t } = useTranslation('payments');
  if (!discount) return <>{formatPrice(price, currency, locale)}</>;
  const was = formatPrice(price, currency, locale);
  const now = formatPrice(discountedPrice(price, discount.percentage), currency, locale);
  return (
    <>
      <del className="price-was">
        <span className="sr-only">{t('discount.was')} </span>
        {was}
      </del>{' '}
      <ins className="price-now">
        <span className="sr-only">{t('discount.now')} </span>
        {now}
      </ins>
    </>
  );
}

/**
 * The discount on this page: which code is applied and at what percentage, the server's reason when a
 * code was refused, and a field to enter another code.
 */
export function DiscountField({ state }: { state: ReturnType<typeof useAppliedDiscount> }) {
  const { t } = useTranslation('payments');
  const inputId = useId();
  const messageId = useId();
  const [value, setValue] = useState(state.entered ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.apply(value);
  };
  return (
    <section className="discount-box" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="discount-title">
        {t('discount.title')}
      </h2>
      {state.applied ? (
        <p className="discount-applied" role="status">
          {t('discount.applied', { code: state.applied.code, percent: state.applied.percentage })}
        </p>
      ) : null}
      <form className="field discount-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('discount.label')}</label>
        <div className="discount-row">
          <input
            id={inputId}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={state.problem ? true : undefined}
            aria-describedby={state.problem ? messageId : undefined}
          />
          <button type="submit" className="btn btn-secondary" disabled={state.checking}>
            {t('discount.apply')}
          </button>
        </div>
        {state.problem ? (
          <p id={messageId} className="field-error" role="alert">
            {userMessage(state.problem, t('discount.failed'))}
          </p>
        ) : null}
      </form>
    </section>
  );
}
