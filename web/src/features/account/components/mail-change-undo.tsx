import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../../../components/ui/page-blocks.css';

export type UndoResult = 'done' | 'expired' | 'invalid' | 'taken';

/** The outcome of the undo link of an e-mail change; after a restore it suggests a new password. */
export function MailChangeUndo({ routeName, result }: { routeName: string; result: UndoResult }) {
  const { t } = useTranslation();
  return (
    <section className="surface page-block" data-route={routeName} data-result={result}>
      <h1>{t(`mailUndo.${result}Title`)}</h1>
      <p>{t(`mailUndo.${result}Text`)}</p>
      {result === 'done' ? (
        <Link className="btn btn--primary" to="/reset-password">
          {t('mailUndo.resetPassword')}
        </Link>
      ) : (
        <Link className="btn btn--primary" to="/pages/service">
          {t('activation.toService')}
        </Link>
      )}
    </section>
  );
}
