import type { BankTransfer } from '@dating/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast';
import { formatIban } from '../lib/money';

interface Props {
  transfer: BankTransfer;
  /** The amount as the member's language writes it. */
  price: string;
}

/**
 * What a member needs to pay by bank transfer: the amount, the account (holder, IBAN, BIC) and the
 * reference that lets the provider match the money, each IBAN and reference with a copy button (a toast says
 * it is copied); the
 * date by which the money must be there, and when the credits come.
 */
export function BankTransferDetails({ transfer, price }: Props) {
  const { t, i18n } = useTranslation('payments');
  const ibanRef = useRef<HTMLElement>(null);
  const referenceRef = useRef<HTMLElement>(null);
  const due = transfer.due_date ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(transfer.due_date)) : null;

  async function copy(which: 'iban' | 'reference', value: string, element: HTMLElement | null) {
    try {
      await navigator.clipboard.writeText(value);
      showToast(t(which === 'iban' ? 'transfer.copiedIban' : 'transfer.copiedReference'));
    } catch {
      // No clipboard (an insecure page, a refusing browser): the text is selected for the member to copy.
      const selection = window.getSelection();
      if (element && selection) selection.selectAllChildren(element);
    }
  }

  return (
    <section className="bank-transfer" aria-labelledby="bank-transfer-title">
      <h3 id="bank-transfer-title">{t('transfer.title')}</h3>
      <p>{t('transfer.intro', { price })}</p>
      <dl className="bank-transfer-details">
        <div>
          <dt>{t('transfer.amount')}</dt>
          <dd className="bank-transfer-amount">{price}</dd>
        </div>
        <div>
          <dt>{t('transfer.holder')}</dt>
          <dd>{transfer.bank_name}</dd>
        </div>
        <div>
          <dt>{t('transfer.iban')}</dt>
          <dd className="bank-transfer-copy">
            <code ref={ibanRef} aria-label={t('transfer.iban')}>
              {formatIban(transfer.iban)}
            </code>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void copy('iban', transfer.iban, ibanRef.current)}>
              {t('transfer.copyIban')}
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('transfer.bic')}</dt>
          <dd>
            <code>{transfer.bic}</code>
          </dd>
        </div>
        <div>
          <dt>{t('transfer.reference')}</dt>
          <dd className="bank-transfer-copy">
            <code ref={referenceRef} aria-label={t('transfer.reference')}>
              {transfer.reference}
            </code>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void copy('reference', transfer.reference, referenceRef.current)}>
              {t('transfer.copyReference')}
            </button>
          </dd>
        </div>
        {due ? (
          <div>
            <dt>{t('transfer.due')}</dt>
            <dd>{due}</dd>
          </div>
        ) : null}
      </dl>
      <p className="bank-transfer-reference-note">{t('transfer.referenceNote')}</p>
      <p className="bank-transfer-arrival">{t('transfer.arrival')}</p>
    </section>
  );
}
