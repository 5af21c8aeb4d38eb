import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/field';
import type { OfferBundle } from '../api/get-offer';
import { formatMoney } from '../../../lib/money';
import { priceOf, type Discount } from '../lib/price';
import { directDebitPath } from '../lib/paths';

export interface BundleChooserProps {
  bundles: readonly OfferBundle[];
  discount: Discount | null;
  activeCode: string | null;
  /** the link's discount code, kept in the links */
  code: string | null;
  language: string;
  /** the link named a bundle that is not sold (any more) */
  notFound: boolean;
}

/** No bundle in the link: the member's bundles, each a link to its direct debit form. */
export function BundleChooser({
  bundles,
  discount,
  activeCode,
  code,
  language,
  notFound,
}: BundleChooserProps) {
  const { t } = useTranslation('directdebit');
  return (
    <section className="dd-choose" aria-labelledby="dd-choose-title">
      <h2 id="dd-choose-title" className="dd-section-title">
        {t('choose.title')}
      </h2>
      {notFound ? <Alert tone="warning">{t('choose.notFound')}</Alert> : null}
      <ul className="dd-bundles">
        {bundles.map((bundle) => {
          const price = priceOf(bundle, discount, activeCode);
          const total = formatMoney(price.total, bundle.currency, language);
          const list = formatMoney(price.list, bundle.currency, language);
          return (
            <li key={bundle.id}>
              <Link
                className={['offer-card', 'dd-bundle', bundle.popular ? 'offer-card--popular' : null]
                  .filter(Boolean)
                  .join(' ')}
                to={directDebitPath(bundle.id, code)}
              >
                {bundle.popular ? (
                  <span className="badge badge--accent offer-card__badge">{t('choose.popular')}</span>
                ) : null}
                <span className="dd-bundle__credits">
                  <span className="dd-bundle__count">
                    {new Intl.NumberFormat(language).format(bundle.credits)}
                  </span>{' '}
                  <span className="dd-bundle__unit">{t('summary.credits')}</span>
                </span>
                <span className="dd-bundle__price">
                  {price.discount ? (
                    <>
                      <del className="dd-bundle__list">
                        <span className="visually-hidden">{t('choose.was')} </span>
                        {list}
                      </del>{' '}
                    </>
                  ) : null}
                  <span className="dd-bundle__total">{total}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
