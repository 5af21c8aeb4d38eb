import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { useBundles } from '../api/get-bundles';
import { useDiscountCode } from '../api/check-discount-code';
import { chosenDiscount, normaliseCode } from '../lib/discounts';
import { paymentPath } from '../lib/links';
import { ActiveDiscount } from './active-discount';
import { BillingPage } from './billing-page';
import { BundleList } from './bundle-list';
import { DiscountCodeForm } from './discount-code-form';
import { OfferIntro, QueryState } from './load-state';
import { RepeatOrderTeaser } from './repeat-order-teaser';
import { useLanguage } from './use-language';

export interface CreditsUser {
  id: number;
  credits: number;
  paid_user: boolean;
}

/** /credits: the bundles with the member's discount, a discount-code field and the repeat order. */
export function CreditsPage({
  routeName,
  user,
  messageCredits,
}: {
  routeName: string;
  user: CreditsUser;
  /** the site setting message_credits (null while the settings load) */
  messageCredits: number | null;
}) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const code = normaliseCode(params.get('code') ?? '');
  const bundles = useBundles(`member-${user.id}`);
  const typed = useDiscountCode(code || null);
  const data = bundles.data;

  const setCode = (next: string | null) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next) search.set('code', next);
        else search.delete('code');
        return search;
      },
      { replace: true },
    );

  const typedDiscount = typed.data?.discount ?? null;
  const discount = chosenDiscount(typedDiscount, data?.discount ?? null);
  const codeError =
    typed.error instanceof ApiError ? typed.error.message : typed.error ? t('loadError') : null;
  const currency = data?.currency ?? 'EUR';

  return (
    <BillingPage
      routeName={routeName}
      title={t('credits.title')}
      aside={
        <p className="billing__balance">
          <span>{t('credits.balance', { count: user.credits })}</span>
          {user.paid_user ? null : <span className="billing__note">{t('credits.premiumNote')}</span>}
        </p>
      }
    >
      <RepeatOrderTeaser userId={user.id} />
      {data?.discount && !typedDiscount ? (
        <ActiveDiscount discount={data.discount} onExpired={() => void bundles.refetch()} />
      ) : null}
      <DiscountCodeForm
        code={code}
        discount={typedDiscount}
        checking={typed.isFetching}
        error={codeError}
        currency={currency}
        language={language}
        onApply={setCode}
        onRemove={() => setCode(null)}
      />
      <QueryState query={bundles} />
      {data ? (
        <>
          <OfferIntro offer={data} language={language} messageCredits={messageCredits} />
          <BundleList
            bundles={data.bundles}
            language={language}
            discount={discount}
            activeCode={data.discount?.code ?? null}
            action={(bundle) => (
              <Link
                className={bundle.popular ? 'btn btn--primary' : 'btn btn--ghost'}
                to={paymentPath(bundle.id, null, typedDiscount?.code)}
                aria-label={t('credits.chooseLabel', { credits: t('credits', { count: bundle.credits }) })}
              >
                {t('credits.choose')}
              </Link>
            )}
          />
        </>
      ) : null}
      <p className="billing__links">
        <Link className="text-link" to="/transactions">
          {t('credits.transactions')}
        </Link>
      </p>
    </BillingPage>
  );
}
