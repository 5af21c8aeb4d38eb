import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bundle } from '../api/get-bundles';
import { belowMinimumNote, priceOf, type BundlePrice, type Discount } from '../lib/discounts';
import { formatMoney } from '../../../lib/money';
import { PriceTag } from './price-tag';

export interface BundleListProps {
  bundles: readonly Bundle[];
  language: string;
  /** the discount to show (typed code or the active one); null: list prices */
  discount?: Discount | null;
  /** the code of the server's active discount (its prices come from the server) */
  activeCode?: string | null;
  /** the call to action of each card (none: one call to action for all follows the list) */
  action?: (bundle: Bundle, price: BundlePrice) => ReactNode;
}

/** The credit bundles as cards: credits, price (struck through with a discount), per credit, popular. */
export function BundleList({
  bundles,
  language,
  discount = null,
  activeCode = null,
  action,
}: BundleListProps) {
  const { t } = useTranslation('billing');
  return (
    <ul className="bundle-list" aria-label={t('bundles')}>
      {bundles.map((bundle) => {
        const price = priceOf(bundle, discount, activeCode);
        const perCredit = price.discount ? Math.round(price.total / bundle.credits) : bundle.price_per_credit;
        const minimumNote = belowMinimumNote(t, price, discount, bundle.currency, language);
        return (
          <li
            key={bundle.id}
            className={['offer-card', 'bundle', bundle.popular ? 'offer-card--popular' : null]
              .filter(Boolean)
              .join(' ')}
            data-testid={`bundle-${bundle.credits}`}
          >
            {bundle.popular ? (
              <span className="badge badge--accent offer-card__badge">{t('popular')}</span>
            ) : null}
            <h2 className="bundle__credits">{t('credits', { count: bundle.credits })}</h2>
            <p className="bundle__price">
              <PriceTag price={price} currency={bundle.currency} language={language} />
            </p>
            {price.discount ? (
              <p className="bundle__save">{t('save', { percentage: price.discount.percentage })}</p>
            ) : null}
            {minimumNote ? <p className="bundle__note">{minimumNote}</p> : null}
            <p className="bundle__per-credit">
              {t('perCredit', { price: formatMoney(perCredit, bundle.currency, language) })}
            </p>
            {action ? <div className="bundle__action">{action(bundle, price)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
