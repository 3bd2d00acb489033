import type { CreditPackage } from '@dating/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppliedDiscount } from '../api/discount-code';
import { formatPerCredit, formatPrice, savingPercent } from '../lib/money';
import { DiscountedPrice } from './discount';

/**
 * The credit packages as cards: credits, price (with a discount: the old one struck through), price per
 * credit, saving and the best-value badge.
 */
export function PackageList({
  packages,
  locale,
  action,
  discount = null,
}: {
  packages: CreditPackage[];
  locale: string;
  action: (pkg: CreditPackage) => ReactNode;
  discount?: AppliedDiscount | null;
}) {
  const { t } = useTranslation('payments');
  return (
    <ul className="package-list">
      {packages.map((pkg) => {
        const saving = savingPercent(pkg.price_per_credit, packages);
        const titleId = `package-${pkg.id}`;
        return (
          <li key={pkg.id} className={pkg.best_value ? 'package-card package-best' : 'package-card'}>
            <article aria-labelledby={titleId}>
              {pkg.best_value ? <p className="package-badge">{t('package.bestValue')}</p> : null}
              <h3 id={titleId} className="package-credits">
                {t('package.credits', { count: pkg.credits })}
              </h3>
              <p className="package-price">
                <DiscountedPrice price={pkg.price} currency={pkg.currency} locale={locale} discount={discount} />
              </p>
              <p className="package-per-credit">{t('package.perCredit', { price: formatPerCredit(pkg.price_per_credit, pkg.currency, locale) })}</p>
              <p className="package-saving">{saving > 0 ? t('package.save', { percent: saving }) : '\u00a0'}</p>
              {action(pkg)}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** The tryout: a few credits and premium for life, once per member. */
export function TryoutCard({ tryout, locale, action }: { tryout: CreditPackage; locale: string; action: ReactNode }) {
  const { t } = useTranslation('payments');
  return (
    <section className="tryout-card" aria-labelledby="tryout-title">
      <div>
        <h2 id="tryout-title">{t('tryout.title')}</h2>
        <p>{t('tryout.text', { count: tryout.credits, price: formatPrice(tryout.price, tryout.currency, locale) })}</p>
      </div>
      {action}
    </section>
  );
}
