import type { PaymentMethodOption } from '@dating/contracts';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';

/**
 * The ways to pay in the country, in the order the server chose; an honest note when there are none.
 * Names only: the provider's logos live on its own host, which the site's CSP does not load images from.
 */
export function MethodList({ methods, available, country }: { methods: PaymentMethodOption[]; available: boolean; country: string }) {
  const { t } = useTranslation('payments');
  const { t: tr } = useTranslation('reference');
  const countryName = tr(`countries.${country}`, { defaultValue: country });
  return (
    <section className="payment-methods" aria-labelledby="methods-title">
      <h2 id="methods-title">{t('methods.title', { country: countryName })}</h2>
      {available && methods.length > 0 ? (
        <ul className="method-list">
          {methods.map((method) => (
            <li key={method.id} className="method-item">
              {method.name}
            </li>
          ))}
        </ul>
      ) : (
        <Alert tone="info">
          <p>{t('methods.unavailable')}</p>
        </Alert>
      )}
    </section>
  );
}
