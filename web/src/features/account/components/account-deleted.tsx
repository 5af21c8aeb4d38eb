import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './settings.css';

/** /account-deleted: what happens now (SPEC §4: reversible for 14 days through the e-mailed link). */
export function AccountDeleted({ routeName }: { routeName: string }) {
  const { t } = useTranslation();
  return (
    <section className="surface account-deleted" data-route={routeName}>
      <h1 className="account-deleted__title">{t('accountDeleted.title')}</h1>
      <p>{t('accountDeleted.hidden')}</p>
      <p>{t('accountDeleted.erased', { days: 14 })}</p>
      <p>{t('accountDeleted.reactivate', { days: 14 })}</p>
      <p>
        <Link to="/">{t('accountDeleted.home')}</Link>
      </p>
    </section>
  );
}
