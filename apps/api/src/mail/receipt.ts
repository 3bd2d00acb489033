import type { TFunction } from 'i18next';
import type { RenderedMail } from './templates.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const paragraphs = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');

export interface ReceiptInput {
  t: TFunction;
  site: string;
  name: string;
  /** Written for the member's language already: date, amount, method. */
  date: string;
  amount: string;
  method: string;
  credits: number;
  tryout: boolean;
  /** Our payment number and the provider's transaction id. */
  number: number;
  transaction: string | null;
  /** The site's refund period in days; 0: no refund text. */
  refundDays: number;
  supportEmail: string;
  company: {
    name: string;
    address: string;
    city: string;
    country: string;
    registration: string;
    vatNumbers: string[];
    supportPhone: string;
  } | null;
}

/**
 * The receipt after a completed payment (issue 11): what was bought, when, for how much and how it was
 * paid, the payment's numbers, the refund period and the company that sold it, in the member's language.
 */
export function renderReceiptMail(input: ReceiptInput): RenderedMail {
  const { t, site, name, company } = input;
  const tr = (key: string, vars: Record<string, string | number> = {}) => t(key, { site, name, ...vars, interpolation: { escapeValue: false } });
  const subject = tr('email:receipt.subject', { number: input.number });
  const bought = input.tryout ? tr('email:receipt.tryout', { count: input.credits }) : tr('email:receipt.credits', { count: input.credits });
  const rows: [string, string][] = [
    [tr('email:receipt.date'), input.date],
    [tr('email:receipt.item'), bought],
    [tr('email:receipt.amount'), `${input.amount} (${tr('email:receipt.vatIncluded')})`],
    [tr('email:receipt.method'), input.method],
    [tr('email:receipt.number'), String(input.number)],
    ...(input.transaction ? ([[tr('email:receipt.transaction'), input.transaction]] as [string, string][]) : []),
  ];
  const refund = input.refundDays > 0 ? tr('email:receipt.refund', { count: input.refundDays, support: input.supportEmail }) : null;
  const seller = company
    ? [
        company.name,
        company.address,
        company.city,
        company.country,
        `${tr('email:receipt.registration')}: ${company.registration}`,
        ...(company.vatNumbers.length > 0 ? [`${tr('email:receipt.vat')}: ${company.vatNumbers.join(', ')}`] : []),
        `${tr('email:receipt.contact')}: ${input.supportEmail}${company.supportPhone ? `, ${company.supportPhone}` : ''}`,
      ]
    : [`${tr('email:receipt.contact')}: ${input.supportEmail}`];

  const text = [
    tr('email:layout.greeting'),
    tr('email:receipt.intro'),
    rows.map(([term, value]) => `${term}: ${value}`).join('\n'),
    ...(refund ? [refund] : []),
    `${tr('email:receipt.seller')}\n${seller.join('\n')}`,
    tr('email:layout.signature'),
  ].join('\n\n');

  const cell = 'padding:6px 12px 6px 0;border-bottom:1px solid #eee;vertical-align:top';
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3f7;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="font-size:20px;font-weight:bold;color:#8a1c4a;margin:0 0 24px">${escapeHtml(site)}</p>
<p>${paragraphs(tr('email:layout.greeting'))}</p>
<p>${paragraphs(tr('email:receipt.intro'))}</p>
<table style="border-collapse:collapse;width:100%;margin:16px 0">${rows
    .map(([term, value]) => `<tr><th scope="row" style="${cell};text-align:left;color:#555;font-weight:normal">${escapeHtml(term)}</th><td style="${cell};font-weight:bold">${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
${refund ? `<p>${paragraphs(refund)}</p>` : ''}
<p>${paragraphs(tr('email:layout.signature'))}</p>
<p style="font-size:12px;color:#777;border-top:1px solid #eee;padding-top:12px"><strong>${escapeHtml(tr('email:receipt.seller'))}</strong><br>${seller.map(escapeHtml).join('<br>')}</p>
</div></body></html>`;
  return { subject, text, html };
}
