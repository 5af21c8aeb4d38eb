import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Refusal } from '../lib/errors';
import { directDebitPath } from '../lib/paths';

export interface RefusedStepProps {
  refusal: Refusal;
  /** the server's message, exactly as it came (SPEC §8) */
  message: string;
  bundleId: number;
}

/** No direct debit now (limit reached, account blocked): the server's words and the other ways to pay. */
export function RefusedStep({ refusal, message, bundleId }: RefusedStepProps) {
  const { t } = useTranslation('directdebit');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="dd-refused" aria-labelledby="dd-refused-title">
      <h2 id="dd-refused-title" ref={heading} tabIndex={-1} className="dd-section-title">
        {t('refused.title')}
      </h2>
      <div className="alert alert--danger" role="alert" data-refusal={refusal}>
        {message}
      </div>
      <div className="dd-refused__actions">
        <Link className="btn btn--primary" to={`/credits/${bundleId}`}>
          {t('refused.otherMethods')}
        </Link>
        {refusal === 'direct_debit_limit_reached' ? (
          <Link className="btn btn--ghost" to={directDebitPath(null)}>
            {t('refused.cheaper')}
          </Link>
        ) : null}
        <Link className="btn btn--ghost" to="/credits">
          {t('refused.allPackages')}
        </Link>
      </div>
    </section>
  );
}
