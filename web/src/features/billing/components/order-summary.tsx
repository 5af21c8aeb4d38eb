import { useTranslation } from 'react-i18next';
import { Card, SummaryList } from '../../../components/ui/card';
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
    <Card title={t('payment.summary')} className="card--compact">
      <SummaryList
        rows={[
          { key: 'bundle', term: t('payment.bundle'), value: t('credits', { count: credits }) },
          { key: 'list', term: t('payment.listPrice'), value: money(list) },
          discount && list > total
            ? {
                key: 'discount',
                term: t('payment.discount', { code: discount.code, percentage: discount.percentage }),
                value: `−${money(list - total)}`,
                tone: 'discount',
              }
            : null,
          method ? { key: 'method', term: t('payment.methods'), value: method } : null,
          {
            key: 'total',
            term: t('payment.total'),
            value: money(total),
            tone: 'total',
            testId: 'order-total',
          },
        ]}
      />
    </Card>
  );
}
