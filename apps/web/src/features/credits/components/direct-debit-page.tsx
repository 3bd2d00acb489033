import { discountedPrice, type DirectDebitCodeSent } from '@dating/contracts';
import { formErrors, isApiError } from '@dating/api-client';
import { Alert, FormAlert, SubmitButton, TextField, useFocusInvalid } from '@dating/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { useSettings } from '@/lib/settings/site-settings';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { useCreditsOffer } from '../api/get-credits';
import { useConfirmDirectDebit, useResendDirectDebitCode, useStartDirectDebit } from '../api/direct-debit';
import { formatPrice } from '../lib/money';
import { useAppliedDiscount } from '../api/discount-code';
import { DiscountedPrice, DiscountField } from './discount';
import { ToLogin } from '@/components/to-login';

const FIELDS = ['package_id', 'account_holder', 'iban', 'street', 'house_number', 'zip', 'city', 'phone'] as const;
type Field = Exclude<(typeof FIELDS)[number], 'package_id'>;
type Values = Record<Field, string>;

const EMPTY: Values = { account_holder: '', iban: '', street: '', house_number: '', zip: '', city: '', phone: '' };

/** Seconds left of a countdown that starts at `seconds` each time `token` changes, ticking once a second. */
function useCountdown(seconds: number | null, token: unknown): number {
  const [left, setLeft] = useState(seconds ?? 0);
  const [counted, setCounted] = useState(token);
  if (counted !== token) {
    setCounted(token);
    setLeft(seconds ?? 0);
  }
  useEffect(() => {
    if (seconds === null) return;
    const timer = window.setInterval(() => setLeft((current) => Math.max(0, current - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [seconds, token]);
  return left;
}

/**
 * /directdebit?package={id}: SEPA direct debit (spec sections 3–5). The form (account holder, IBAN,
 * address, mobile number) sends a 6-digit code by SMS; the code step confirms it (another code after a
 * countdown), then the member follows the payment on /transactions/{id}. Every message is the server's,
 * in the member's language, under the field it concerns.
 */
export function DirectDebitPage() {
  const { t } = useTranslation('payments');
  const { t: tc, i18n } = useTranslation();
  const settings = useSettings();
  const user = useCurrentUser();
  const offer = useCreditsOffer();
  const [search] = useSearchParams();
  const localizedPath = useLocalizedPath();
  const navigate = useNavigate();
  const start = useStartDirectDebit();
  const resend = useResendDirectDebitCode();
  const confirm = useConfirmDirectDebit();
  const [values, setValues] = useState<Values>(EMPTY);
  const [sent, setSent] = useState<DirectDebitCodeSent | null>(null);
  const [resent, setResent] = useState(false);
  const [otp, setOtp] = useState('');
  const { ref, focusInvalid } = useFocusInvalid();
  const resendIn = useCountdown(sent?.resend_in ?? null, sent);
  const packageId = Number(search.get('package'));
  // The discount chosen on the way here (?code=) or the member's active one, as the server accepts it for direct debit.
  const discount = useAppliedDiscount(packageId > 0 ? packageId : undefined, 'directdebit');
  useDocumentTitle(t('directDebit.title'));

  if (!user) {
    return <ToLogin />;
  }

  const data = offer.data;
  const pkg = data ? [...data.packages, ...(data.tryout && data.tryout_available ? [data.tryout] : [])].find((p) => p.id === packageId) : undefined;
  const applied = discount.applied;
  const price = pkg ? formatPrice(pkg.price, pkg.currency, i18n.language) : '';
  // What the direct debit will collect: the price after the discount the server accepted.
  const charged = pkg ? formatPrice(applied ? discountedPrice(pkg.price, applied.percentage) : pkg.price, pkg.currency, i18n.language) : '';
  const errors = start.error ? formErrors(start.error, FIELDS, t('directDebit.failed')) : null;
  const codeError = confirm.error ?? resend.error;
  const codeErrors = codeError ? formErrors(codeError, ['otp'] as const, t('directDebit.failed')) : null;
  // A wrong code: the server's message (with the attempts left) under the code field.
  const otpError = isApiError(codeError) && codeError.fromServer && codeError.code === 'direct_debit_code_invalid' ? codeError.message : codeErrors?.fields.otp;
  const requestGone = isApiError(codeError) && ['direct_debit_request_void', 'not_found', 'direct_debit_blocked', 'direct_debit_limit_reached'].includes(codeError.code);

  function received(answer: DirectDebitCodeSent) {
    setSent(answer);
  }

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function backToForm() {
    setSent(null);
    setOtp('');
    setResent(false);
    confirm.reset();
    resend.reset();
    start.reset();
  }

  const field = (name: Field, autoComplete: string, extra: { hint?: string; inputMode?: 'text' | 'tel' | 'numeric'; type?: string; maxLength?: number } = {}) => (
    <TextField
      id={`dd-${name}`}
      name={name}
      label={t(`directDebit.${name === 'account_holder' ? 'accountHolder' : name === 'house_number' ? 'houseNumber' : name}`)}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={errors?.fields[name]}
      autoComplete={autoComplete}
      required
      {...extra}
    />
  );

  return (
    <div className="page pay-page direct-debit-page">
      <header className="page-header">
        <h1>{t('directDebit.title')}</h1>
      </header>
      {offer.isPending ? <p role="status">{tc('common.loading')}</p> : null}
      {offer.isError ? (
        <Alert tone="danger" live>
          <p>{t('credits.loadFailed')}</p>
        </Alert>
      ) : null}
      {data && !pkg ? (
        <Alert tone="info">
          <p>{t('directDebit.noPackage')}</p>
          <LocalLink to="credits">{t('directDebit.back')}</LocalLink>
        </Alert>
      ) : null}
      {pkg && !sent ? <DiscountField state={discount} /> : null}
      {pkg && !sent ? (
        <form
          ref={ref}
          className="pay-form direct-debit-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            start.mutate({ package_id: pkg.id, ...values, ...(applied && { discount_code: applied.code }) }, { onSuccess: received, onError: () => focusInvalid() });
          }}
        >
          <p className="pay-summary">
            {applied ? (
              <>
                {t('pay.summaryFor', { count: pkg.credits })}{' '}
                <span className="pay-price">
                  <DiscountedPrice price={pkg.price} currency={pkg.currency} locale={i18n.language} discount={applied} />
                </span>
              </>
            ) : pkg.tryout ? (
              t('tryout.text', { count: pkg.credits, price })
            ) : (
              t('pay.summary', { count: pkg.credits, price })
            )}
          </p>
          <p>{t('directDebit.intro')}</p>
          <FormAlert message={errors?.general ?? errors?.fields.package_id} />
          <fieldset className="form-section">
            <legend>{t('directDebit.details')}</legend>
            {field('account_holder', 'name', { maxLength: 70 })}
            {field('iban', 'off', { hint: t('directDebit.ibanHint'), maxLength: 50 })}
          </fieldset>
          <fieldset className="form-section">
            <legend>{t('directDebit.address')}</legend>
            <div className="field-pair">
              {field('street', 'address-line1', { maxLength: 100 })}
              {field('house_number', 'off', { maxLength: 20 })}
            </div>
            <div className="field-pair field-pair-even">
              {field('zip', 'postal-code', { maxLength: 12 })}
              {field('city', 'address-level2', { maxLength: 60 })}
            </div>
            {field('phone', 'tel', { hint: t('directDebit.phoneHint'), inputMode: 'tel', type: 'tel', maxLength: 30 })}
          </fieldset>
          <p className="credits-note">{t('directDebit.mandate', { site: settings.name, price: charged })}</p>
          <SubmitButton className="btn btn-primary" pending={start.isPending} label={t('directDebit.sendCode')} pendingLabel={t('directDebit.sending')} />
          <p>
            <LocalLink to="creditsPay" params={{ id: pkg.id }}>
              {t('directDebit.otherMethod')}
            </LocalLink>
          </p>
        </form>
      ) : null}
      {pkg && sent ? (
        <form
          ref={ref}
          className="pay-form direct-debit-code"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            resend.reset();
            confirm.mutate(
              { request_id: sent.request_id, otp: otp.trim() },
              {
                onSuccess: (answer) => void navigate(localizedPath('transactions', { id: answer.payment_id })),
                onError: () => focusInvalid(),
              },
            );
          }}
        >
          <h2>{t('directDebit.codeTitle')}</h2>
          <p role="status">{resent ? t('directDebit.resent') : t('directDebit.codeSent', { phone: sent.phone })}</p>
          <FormAlert message={otpError ? null : codeErrors?.general} />
          <TextField
            id="dd-otp"
            name="otp"
            className="otp-field"
            label={t('directDebit.code')}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
            error={otpError}
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            disabled={requestGone}
          />
          {requestGone ? null : (
            <SubmitButton className="btn btn-primary" pending={confirm.isPending || confirm.isSuccess} label={t('directDebit.confirm', { price: charged })} pendingLabel={t('directDebit.confirming')} />
          )}
          <div className="direct-debit-actions">
            {sent.resend_in === null || requestGone ? (
              <p className="credits-note">{requestGone ? null : t('directDebit.noMoreCodes')}</p>
            ) : (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={resendIn > 0 || resend.isPending}
                onClick={() => {
                  confirm.reset();
                  resend.mutate(sent.request_id, {
                    onSuccess: (answer) => {
                      received(answer);
                      setResent(true);
                      setOtp('');
                    },
                  });
                }}
              >
                {resendIn > 0 ? t('directDebit.resendIn', { seconds: resendIn }) : t('directDebit.resend')}
              </button>
            )}
            <button type="button" className="btn btn-ghost" onClick={backToForm}>
              {t('directDebit.change')}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
