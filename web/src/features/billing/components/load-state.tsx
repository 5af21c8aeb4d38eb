import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { formatMoney } from '../../../lib/money';
import { cheapestMessagePrice } from '../lib/message-price';
import type { BundlesResponse } from '../api/get-bundles';
import { Link } from 'react-router-dom';
import { RetryAlert } from '../../../components/ui/retry-alert';

/** The shape of a billing block while it loads (bundle cards, an order). */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('billing');
  return <SkeletonRows label={label ?? t('loading')} count={3} height="5.5rem" />;
}

/** A query's loading shape and its load failure with a retry; nothing once it has data. */
export function QueryState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation('billing');
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError message={t('loadError')} onRetry={() => void query.refetch()} />;
  return null;
}

/**
 * Above the bundles: what a message costs at least with the bundles offered (the cheapest price per credit
 * times the site's message_credits; left out when that cannot be told), or that there are no bundles.
 */
export function OfferIntro({
  offer,
  language,
  messageCredits,
}: {
  offer: BundlesResponse;
  language: string;
  /** the site setting message_credits: what a text message costs (null while unknown) */
  messageCredits: number | null;
}) {
  const { t } = useTranslation('billing');
  const cheapest = cheapestMessagePrice(offer.bundles, messageCredits);
  return (
    <>
      {cheapest ? (
        <p className="highlight billing__highlight" data-testid="messages-from">
          {t('messagesFrom', { price: formatMoney(cheapest.amount, cheapest.currency, language) })}
        </p>
      ) : null}
      {offer.bundles.length === 0 ? <p className="surface empty-state">{t('noBundles')}</p> : null}
    </>
  );
}

/** A load failure with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('billing');
  return <RetryAlert message={message} retryLabel={t('retry')} onRetry={onRetry} />;
}

export interface LinkOnProps {
  text: string;
  /** what the button to the credits page says */
  linkLabel: string;
  /** the classes besides `surface` (an empty state unless said) */
  className?: string;
  testId?: string;
}

/** Nothing (more) to show here, and the button on to the credits page. */
export function LinkOn({ text, linkLabel, className = 'empty-state', testId }: LinkOnProps) {
  return (
    <div className={`surface ${className}`} data-testid={testId}>
      <p>{text}</p>
      <Link className="btn btn--primary" to="/credits">
        {linkLabel}
      </Link>
    </div>
  );
}
