import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, SummaryList } from '../../../components/ui/card';
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
    <Card as="aside" title={t('summary.title')} className="card--compact dd-summary">
      <SummaryList
        rows={[
          {
            key: 'credits',
            term: t('summary.credits'),
            value: new Intl.NumberFormat(language).format(credits),
          },
          price.discount && {
            key: 'list',
            term: t('summary.listPrice'),
            value: money(price.list),
            nowrap: true,
          },
          price.discount && {
            key: 'discount',
            term: t('summary.discount', { code: price.discount.code, percentage: price.discount.percentage }),
            value: `−${money(price.list - price.total)}`,
            tone: 'discount',
            nowrap: true,
          },
          { key: 'method', term: t('summary.method'), value: t('summary.sepa') },
          {
            key: 'total',
            term: t('summary.total'),
            value: money(price.total),
            tone: 'total',
            nowrap: true,
            testId: 'dd-total',
          },
        ]}
      />
      {changePath ? (
        <Link className="dd-summary__change" to={changePath}>
          {t('summary.change')}
        </Link>
      ) : null}
    </Card>
  );
}
