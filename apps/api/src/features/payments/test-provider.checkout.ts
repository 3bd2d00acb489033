import { DEFAULT_LOCALE, type Locale } from '@dating/contracts';
import { isLocale, languageFor } from '@dating/i18n';
import { translatorFor } from '../../plugins/i18n.js';
import { findMethod } from './test-provider.methods.js';
import type { PaymentStatus, TestPayment } from './test-provider.state.js';

/** The account a bank transfer goes to on the test provider (the IBAN of the ISO 13616 examples, no real account). */
export const TEST_BANK_ACCOUNT = { holder: 'Stichting Test Payments', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' } as const;

export const CHECKOUT_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f1f24;background:#f4f1f3}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 .5rem}
.notice{margin:0 0 1rem;padding:.75rem;border-left:4px solid #b3541e;background:#fff6ef}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
fieldset{border:1px solid #d8d2d6;border-radius:8px;padding:1rem;margin:0;display:grid;gap:.5rem}
legend{font-weight:600;padding:0 .25rem}
input{font:inherit;min-height:44px;padding:.5rem;border:1px solid #8a8391;border-radius:8px}
button,.back{display:block;width:100%;min-height:44px;padding:.6rem 1rem;font:inherit;border-radius:8px;border:1px solid #7a1642;background:#fff;color:#7a1642;text-align:center;cursor:pointer;text-decoration:none}
button[value=paid]{background:#7a1642;color:#fff}
button:hover,.back:hover{filter:brightness(.95)}
button:focus-visible,.back:focus-visible{outline:3px solid #1d5fd1;outline-offset:2px}
.done{font-size:1.125rem}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh}}
`;

/** A method's name in the page's language: the generic ones translated, brands (iDEAL, BLIK ...) as they are. */
export function methodName(id: string | null, t: ReturnType<typeof translatorFor>): string | undefined {
  const method = findMethod(id);
  if (!method) return undefined;
  return t(`testprovider:methodName.${method.id}`, { defaultValue: method.description });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The checkout's own Content-Security-Policy: its stylesheet, nothing else, and form posts that may end on the
 * shop's origin (the 303 to redirectUrl/cancelUrl is a form navigation, which a bare form-action 'self' blocks).
 */
export function checkoutCsp(payment: TestPayment | null): string {
  const origins = new Set<string>();
  for (const url of [payment?.redirectUrl, payment?.cancelUrl]) if (url) origins.add(new URL(url).origin);
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self'${[...origins].map((o) => ` ${o}`).join('')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The page's language from the payment's Mollie locale (nl_BE -> nl, country BE), else the browser's, else the site default. */
export function checkoutLanguage(mollieLocale: string | null, browser: Locale | null): { locale: Locale; country: string | null } {
  const [language, country] = (mollieLocale ?? '').split('_');
  if (isLocale(language)) return { locale: language, country: country ?? null };
  return { locale: browser ?? DEFAULT_LOCALE, country: null };
}

export function formatAmount(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
}

function page(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/dev/mollie/checkout.css"></head>
<body><main>${body}</main></body></html>`;
}

/** The checkout page: what is being paid and one button per outcome the tester may choose now. */
export function renderCheckout(payment: TestPayment, choices: PaymentStatus[], language: { locale: Locale; country: string | null }): string {
  const t = translatorFor(language.locale, language.country);
  const lang = languageFor(language.locale, language.country);
  const amount = formatAmount(payment.amount, payment.currency, lang);
  const method = methodName(payment.method, t);
  const facts = [
    [t('testprovider:amount'), amount],
    [t('testprovider:description'), payment.description],
    ...(method ? [[t('testprovider:method'), method]] : []),
  ]
    .map(([term, value]) => `<dt>${escapeHtml(term!)}</dt><dd>${escapeHtml(value!)}</dd>`)
    .join('');
  const bank = payment.method === 'banktransfer' && payment.status === 'open';
  const instructions = bank
    ? `<p>${escapeHtml(
        t('testprovider:bank.instructions', { amount, ...TEST_BANK_ACCOUNT, reference: payment.transferReference ?? '' }),
      )}</p>`
    : '';
  let action: string;
  if (choices.length > 0) {
    const label = (status: PaymentStatus) => (bank && status === 'paid' ? t('testprovider:bank.paid') : t(`testprovider:outcome.${status}`));
    const buttons = choices.map((status) => `<button type="submit" name="outcome" value="${status}">${escapeHtml(label(status))}</button>`);
    if (bank) buttons.push(`<button type="submit" name="outcome" value="open">${escapeHtml(t('testprovider:bank.later'))}</button>`);
    action = `<form method="post" action="/dev/mollie/checkout/${encodeURIComponent(payment.id)}"><fieldset><legend>${escapeHtml(
      t('testprovider:choose'),
    )}</legend>${buttons.join('')}</fieldset></form>`;
  } else {
    action = renderDoneBody(payment, t);
  }
  return page(
    lang,
    t('testprovider:title'),
    `<h1>${escapeHtml(t('testprovider:title'))}</h1><p class="notice">${escapeHtml(t('testprovider:notice'))}</p><dl>${facts}</dl>${instructions}${action}`,
  );
}

function renderDoneBody(payment: TestPayment, t: ReturnType<typeof translatorFor>): string {
  const back = payment.redirectUrl ? `<a class="back" href="${escapeHtml(payment.redirectUrl)}">${escapeHtml(t('testprovider:back'))}</a>` : '';
  return `<p class="done" role="status">${escapeHtml(t('testprovider:done', { status: t(`testprovider:status.${payment.status}`) }))}</p>${back}`;
}

/** After a choice for a payment without a page to return to (a recurring payment's changePaymentState link). */
export function renderDone(payment: TestPayment, language: { locale: Locale; country: string | null }): string {
  const t = translatorFor(language.locale, language.country);
  return page(languageFor(language.locale, language.country), t('testprovider:title'), `<h1>${escapeHtml(t('testprovider:title'))}</h1>${renderDoneBody(payment, t)}`);
}

/**
 * The test bank: the tester enters the reference a member quotes with a transfer, and the open bank
 * transfer with that reference is paid (what the bank and Mollie do when the money arrives).
 */
export function renderTransferForm(locale: Locale, problem: 'noMatch' | null, reference = ''): string {
  const t = translatorFor(locale);
  const error = problem ? `<p class="notice" role="alert" id="reference-problem">${escapeHtml(t('testprovider:transfer.noMatch'))}</p>` : '';
  return page(
    locale,
    t('testprovider:transfer.title'),
    `<h1>${escapeHtml(t('testprovider:transfer.title'))}</h1><p>${escapeHtml(t('testprovider:transfer.intro'))}</p>${error}
<form method="post" action="/dev/mollie/transfers"><fieldset><legend>${escapeHtml(t('testprovider:transfer.legend'))}</legend>
<label for="reference">${escapeHtml(t('testprovider:transfer.reference'))}</label>
<input id="reference" name="reference" required autocomplete="off" value="${escapeHtml(reference)}"${problem ? ' aria-invalid="true" aria-describedby="reference-problem"' : ''}>
<button type="submit">${escapeHtml(t('testprovider:transfer.receive'))}</button></fieldset></form>`,
  );
}

export function renderNotFound(locale: Locale): string {
  const t = translatorFor(locale);
  return page(locale, t('testprovider:title'), `<h1>${escapeHtml(t('testprovider:title'))}</h1><p>${escapeHtml(t('testprovider:notFound'))}</p>`);
}
