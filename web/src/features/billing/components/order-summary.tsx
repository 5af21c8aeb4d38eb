import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';

export interface OrderSummaryProps {
  credits: number;
  /** list price in minor units */
  list: number;
  /** what is paid in minor units */
  total: number;
  discount: { code: string; percentage: number } | null;
  currency: string;
  language: string;
  /** the payment method's name, when one is chosen */
  method?: string | null;
}

/** The order: credits, list price, discount and the amount to pay. */
export function OrderSummary({
  credits,
  list,
  total,
  discount,
  currency,
  language,
  method,
}: OrderSummaryProps) {
  const { t } = useTranslation('billing');
  const money = (amount: number) => formatMoney(amount, currency, language);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {t('payment.summary')}
      </h2>
      <dl className="order-summary__list">
        <div className="order-summary__row">
          <dt>{t('payment.bundle')}</dt>
          <dd>{t('credits', { count: credits })}</dd>
        </div>
        <div className="order-summary__row">
          <dt>{t('payment.listPrice')}</dt>
          <dd>{money(list)}</dd>
        </div>
        {discount && list > total ? (
          <div className="order-summary__row order-summary__row--discount">
            <dt>{t('payment.discount', { code: discount.code, percentage: discount.percentage })}</dt>
            <dd>−{money(list - total)}</dd>
          </div>
        ) : null}
        {method ? (
          <div className="order-summary__row">
            <dt>{t('payment.methods')}</dt>
            <dd>{method}</dd>
          </div>
        ) : null}
        <div className="order-summary__row order-summary__row--total">
          <dt>{t('payment.total')}</dt>
          <dd data-testid="order-total">{money(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
