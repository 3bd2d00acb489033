import type { TFunction } from 'i18next';

/** A stored mandate's method in the member's language: SEPA direct debit, card or PayPal. */
export function mandateMethodName(method: string, t: TFunction<'payments'>): string {
  switch (method) {
    case 'directdebit':
      return t('repeat.method.directdebit');
    case 'creditcard':
      return t('repeat.method.creditcard');
    case 'paypal':
      return 'PayPal';
    default:
      return method;
  }
}
