import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MessageDialog } from '../../../components/ui/message-dialog';
import './likes.css';

export interface MatchDialogProps {
  /** The member liked back; null while closed. */
  match: { id: number; name: string; photo?: string | null } | null;
  ownPhoto?: string | null;
  ownName: string;
  onClose: () => void;
}

function Portrait({ photo, name }: { photo?: string | null; name: string }) {
  return (
    <span className="match-dialog__photo">
      {photo ? <img src={photo} alt="" /> : <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>}
    </span>
  );
}

/** "It's a match!": both photos, a way to write to the member and one to go on browsing. */
export function MatchDialog({ match, ownPhoto, ownName, onClose }: MatchDialogProps) {
  const { t } = useTranslation('member');
  return (
    <MessageDialog
      id="match-dialog"
      open={match !== null}
      onClose={onClose}
      closeLabel={t('prompt.close')}
      visual={
        <div className="match-dialog__photos" aria-hidden="true">
          <Portrait photo={ownPhoto} name={ownName} />
          <Portrait photo={match?.photo} name={match?.name ?? ''} />
        </div>
      }
      title={t('match.title')}
      text={t('match.text', { name: match?.name ?? '' })}
    >
      <Link className="btn btn--primary btn--block" to={`/members/${match?.id ?? ''}/chat`} data-autofocus>
        {t('match.sendMessage')}
      </Link>
      <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
        {t('match.keepBrowsing')}
      </button>
    </MessageDialog>
  );
}
