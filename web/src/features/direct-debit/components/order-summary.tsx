import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../lib/money';
import type { Price } from '../lib/price';

export interface OrderSummaryProps {
  credits: number;
  price: Price;
  currency: string;
  language: string;
  /** where another package is chosen; null hides the link (after the form) */
  changePath: string | null;
}

/** The order: credits, price in the member's currency, the discount and the total. */
export function OrderSummary({ credits, price, currency, language, changePath }: OrderSummaryProps) {
  const { t } = useTranslation('directdebit');
  const money = (amount: number) => formatMoney(amount, currency, language);
  return (
    <aside className="dd-summary" aria-labelledby="dd-summary-title">
      <h2 id="dd-summary-title" className="dd-summary__title">
        {t('summary.title')}
      </h2>
      <dl className="dd-summary__list">
        <div className="dd-summary__row">
          <dt>{t('summary.credits')}</dt>
          <dd>{new Intl.NumberFormat(language).format(credits)}</dd>
        </div>
        {price.discount ? (
          <>
            <div className="dd-summary__row">
              <dt>{t('summary.listPrice')}</dt>
              <dd className="dd-summary__money">{money(price.list)}</dd>
            </div>
            <div className="dd-summary__row dd-summary__row--discount">
              <dt>
                {t('summary.discount', { code: price.discount.code, percentage: price.discount.percentage })}
              </dt>
              <dd className="dd-summary__money">−{money(price.list - price.total)}</dd>
            </div>
          </>
        ) : null}
        <div className="dd-summary__row">
          <dt>{t('summary.method')}</dt>
          <dd>{t('summary.sepa')}</dd>
        </div>
        <div className="dd-summary__row dd-summary__row--total">
          <dt>{t('summary.total')}</dt>
          <dd className="dd-summary__money" data-testid="dd-total">
            {money(price.total)}
          </dd>
        </div>
      </dl>
      {changePath ? (
        <Link className="dd-summary__change" to={changePath}>
          {t('summary.change')}
        </Link>
      ) : null}
    </aside>
  );
}
