import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../components/ui/page-blocks.css';
import './signup.css';

/** /activate/done: the e-mail link worked. */
export function ActivateDone({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  return (
    <section className="page-block activation-result" data-route={routeName}>
      <div className="signup__icon" aria-hidden="true">
        ✓
      </div>
      <h1 className="activation-result__title">{t('activation.doneTitle')}</h1>
      <p className="activation-result__text">{t('activation.doneText')}</p>
      <Link className="btn btn--primary" to="/members">
        {t('activation.toMembers')}
      </Link>
    </section>
  );
}

/** /activate/error: a bad or used link (SPEC §8). */
export function ActivateError({
  routeName,
  supportEmail,
}: {
  routeName: string;
  supportEmail: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="page-block activation-result" data-route={routeName}>
      <div className="signup__icon" aria-hidden="true">
        !
      </div>
      <h1 className="activation-result__title">{t('activation.errorTitle')}</h1>
      <p className="activation-result__text">{t('activation.errorText')}</p>
      {supportEmail ? (
        <p className="activation-result__text">
          {t('activation.supportEmail')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      ) : null}
      <Link className="btn btn--primary" to="/pages/service">
        {t('activation.toService')}
      </Link>
    </section>
  );
}
