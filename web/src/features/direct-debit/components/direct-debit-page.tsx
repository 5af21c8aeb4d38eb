import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/field';
import { TitledPage } from '../../../components/ui/titled-page';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import type { Order } from '../api/direct-debit';
import { useDiscountCode } from '../api/get-discount-code';
import { useOffer } from '../api/get-offer';
import { formReducer, initialFormState } from '../lib/form-state';
import { normaliseCode, parseBundleId, priceOf } from '../lib/price';
import { BundleChooser } from './bundle-chooser';
import { DirectDebitCheckout } from './direct-debit-checkout';
import './direct-debit.css';

/** SEPA direct debit, as bundles.php lists it. */
export const DIRECT_DEBIT = 'sdd';

export interface DirectDebitPageProps {
  routeName: string;
  userId: number;
  /** the creditor named in the mandate */
  siteName: string;
  /** the debit was confirmed: refresh the member (credits, premium) */
  onPaid: (order: Order) => void;
}

/**
 * /directdebit?bundle=<id>&code=<code>: pay a credit bundle by SEPA direct debit. Without a bundle the
 * member chooses one first. The discount is the link's code, else the member's active discount.
 */
export function DirectDebitPage({ routeName, userId, siteName, onPaid }: DirectDebitPageProps) {
  const { t, i18n } = useTranslation('directdebit');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [search] = useSearchParams();
  const bundleParam = search.get('bundle');
  const bundleId = parseBundleId(bundleParam);
  const code = normaliseCode(search.get('code'));
  const offer = useOffer(userId);
  const activeCode = offer.data?.discount?.code ?? null;
  const typedCode = code && offer.data && code !== activeCode ? code : null;
  const typed = useDiscountCode(typedCode);
  // above the checkout, so the details stay when the member picks another package
  const store = useReducer(formReducer, undefined, () => initialFormState());

  const content = () => {
    if (offer.isPending || typed.isLoading)
      return <SkeletonRows label={t('loading')} count={3} height="5.5rem" />;
    if (offer.isError) {
      return (
        <Alert tone="danger">
          <span>{t('loadError')}</span>{' '}
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void offer.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      );
    }
    const { data } = offer;
    if (!data.payment_methods.includes(DIRECT_DEBIT)) {
      return (
        <div className="surface card card--compact dd-panel">
          <p>{t('notOffered')}</p>
          <Link className="btn btn--primary" to={bundleId ? `/credits/${bundleId}` : '/credits'}>
            {t('refused.otherMethods')}
          </Link>
        </div>
      );
    }
    const discount = typed.data?.discount ?? data.discount;
    const codeProblem =
      typedCode && typed.error instanceof ApiError
        ? t('summary.codeUnusable', { code: typedCode, message: typed.error.message })
        : null;
    const bundle =
      bundleId === null ? undefined : data.bundles.find((candidate) => candidate.id === bundleId);
    return (
      <>
        {codeProblem ? <Alert tone="warning">{codeProblem}</Alert> : null}
        {bundle ? (
          <DirectDebitCheckout
            key={bundle.id}
            bundle={bundle}
            price={priceOf(bundle, discount, activeCode)}
            code={code}
            siteName={siteName}
            language={language}
            store={store}
            onPaid={onPaid}
          />
        ) : (
          <BundleChooser
            bundles={data.bundles}
            discount={discount}
            activeCode={activeCode}
            code={code}
            language={language}
            notFound={bundleParam !== null}
          />
        )}
      </>
    );
  };

  return (
    <TitledPage routeName={routeName} title={t('title')} intro={t('intro')} className="dd">
      {content()}
    </TitledPage>
  );
}
