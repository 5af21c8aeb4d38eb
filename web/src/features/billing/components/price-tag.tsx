import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import type { BundlePrice } from '../lib/discounts';

export interface PriceTagProps {
  price: BundlePrice;
  currency: string;
  language: string;
}

/** The price; with a discount the list price struck through before the discounted one. */
export function PriceTag({ price, currency, language }: PriceTagProps) {
  const { t } = useTranslation('billing');
  const total = formatMoney(price.total, currency, language);
  if (!price.discount) return <span className="price-tag">{total}</span>;
  const list = formatMoney(price.list, currency, language);
  return (
    <span className="price-tag price-tag--discounted">
      <del className="price-tag__list">
        <span aria-hidden="true">{list}</span>
        <span className="visually-hidden">{t('was', { price: list })}</span>
      </del>{' '}
      <ins className="price-tag__total">
        <span aria-hidden="true">{total}</span>
        <span className="visually-hidden">{t('now', { price: total })}</span>
      </ins>
    </span>
  );
}
