import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';
import { discountedPrice } from '@dating/contracts';
import type { AppliedDiscount } from '../api/discount-code';
import type { PriceList } from '../api/get-pricing';
import { formatPrice } from '../lib/money';
import { MethodList } from './method-list';
import { PackageList, TryoutCard } from './package-list';

/**
 * The one grid of what credits cost, for /credits and /pricing alike: the tryout (when offered), the
 * packages of the country with price, price per credit, saving and best value, and the ways to pay there.
 * With `buy`, each package and the tryout link to /credits/{id}; without (the public page), prices only.
 * A discount shows on the packages and goes along to /credits/{id}; whether it also applies to the tryout
 * the server says there.
 */
export function PackageGrid({
  offer,
  title,
  buy,
  showTryout,
  locale,
  discount = null,
}: {
  offer: PriceList;
  title: string;
  buy: boolean;
  showTryout: boolean;
  locale: string;
  discount?: AppliedDiscount | null;
}) {
  const { t } = useTranslation('payments');
  const { tryout } = offer;
  const search = discount ? `code=${encodeURIComponent(discount.code)}` : undefined;
  return (
    <>
      {tryout && showTryout ? (
        <TryoutCard
          tryout={tryout}
          locale={locale}
          action={
            buy ? (
              <LocalLink to="creditsPay" params={{ id: tryout.id }} search={search} className="btn btn-primary">
                {t('tryout.buy')}
              </LocalLink>
            ) : null
          }
        />
      ) : null}
      <section aria-labelledby="packages-title">
        <h2 id="packages-title">{title}</h2>
        <PackageList
          packages={offer.packages}
          locale={locale}
          discount={discount}
          action={(pkg) =>
            buy ? (
              <LocalLink
                to="creditsPay"
                params={{ id: pkg.id }}
                search={search}
                className={pkg.best_value ? 'btn btn-primary btn-block' : 'btn btn-secondary btn-block'}
                aria-label={t('credits.buyLabel', { count: pkg.credits, price: formatPrice(discount ? discountedPrice(pkg.price, discount.percentage) : pkg.price, pkg.currency, locale) })}
              >
                {t('credits.buy')}
              </LocalLink>
            ) : null
          }
        />
      </section>
      <MethodList methods={offer.methods} available={offer.methods_available} country={offer.country} />
    </>
  );
}
