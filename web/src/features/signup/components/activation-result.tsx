import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../components/ui/page-blocks.css';
import './signup.css';

/** /activate/done: the e-mail link worked. */
export function ActivateDone({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  return (
    <section className="surface page-block activation-result" data-route={routeName}>
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

/** /activate/error?reason=already_activated: a link followed again after it worked. */
function AlreadyActivated({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  return (
    <section className="surface page-block activation-result" data-route={routeName}>
      <div className="signup__icon" aria-hidden="true">
        ✓
      </div>
      <h1 className="activation-result__title">{t('activation.alreadyTitle')}</h1>
      <p className="activation-result__text">{t('activation.alreadyText')}</p>
      <Link className="btn btn--primary" to="/members">
        {t('activation.toMembers')}
      </Link>
    </section>
  );
}

/** /activate/error: a bad or expired link (SPEC §8). */
export function ActivateError({
  routeName,
  supportEmail,
  reason = null,
}: {
  routeName: string;
  supportEmail: string | null;
  reason?: string | null;
}) {
  const { t } = useTranslation();
  if (reason === 'already_activated') return <AlreadyActivated routeName={routeName} />;
  return (
    <section className="surface page-block activation-result" data-route={routeName}>
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
