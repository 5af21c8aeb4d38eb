import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal';
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
  const id = useId();
  return (
    <Modal
      id="match-dialog"
      className="match-dialog"
      open={match !== null}
      onClose={onClose}
      closeOnBackdrop
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      closeLabel={t('prompt.close')}
    >
      {match ? (
        <div className="match-dialog__body">
          <div className="match-dialog__photos" aria-hidden="true">
            <Portrait photo={ownPhoto} name={ownName} />
            <Portrait photo={match.photo} name={match.name} />
          </div>
          <h2 id={`${id}-title`} className="match-dialog__title">
            {t('match.title')}
          </h2>
          <p id={`${id}-text`}>{t('match.text', { name: match.name })}</p>
          <div className="match-dialog__actions">
            <Link className="btn btn--primary btn--block" to={`/members/${match.id}/chat`} data-autofocus>
              {t('match.sendMessage')}
            </Link>
            <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
              {t('match.keepBrowsing')}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
