import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';

/** The keys of the suggested first lines (chats.json icebreakers.lines). */
export const ICEBREAKERS = ['weekend', 'photo', 'travel', 'food', 'music', 'perfectDate'] as const;

export interface IcebreakerModalProps {
  open: boolean;
  name: string;
  /** the line picked, in the member's language, to edit before sending */
  onPick: (line: string) => void;
  /** "I'll write my own": the member goes on in the message field */
  onWriteOwn: () => void;
  onClose: () => void;
}

/** Suggested first lines for a new conversation; a pick goes into the message field. */
export function IcebreakerModal({ open, name, onPick, onWriteOwn, onClose }: IcebreakerModalProps) {
  const { t } = useTranslation('chats');
  const id = useId();
  return (
    <Modal
      id="chat-icebreakers"
      open={open}
      onClose={onClose}
      closeOnBackdrop
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      closeLabel={t('icebreakers.close')}
    >
      <div className="chat-dialog">
        <h2 id={`${id}-title`} className="confirm-dialog__title">
          {t('icebreakers.title', { name })}
        </h2>
        <p id={`${id}-text`} className="confirm-dialog__text">
          {t('icebreakers.text')}
        </p>
        <ul className="icebreakers">
          {ICEBREAKERS.map((key, index) => {
            const line = t(`icebreakers.lines.${key}`, { name });
            return (
              <li key={key}>
                <button
                  type="button"
                  className="icebreakers__line"
                  onClick={() => onPick(line)}
                  data-autofocus={index === 0 ? '' : undefined}
                >
                  {line}
                </button>
              </li>
            );
          })}
        </ul>
        <div className="form-actions form-actions--end">
          <button type="button" className="btn btn--ghost" onClick={onWriteOwn}>
            {t('icebreakers.own')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
