import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import './member-dialogs.css';

export interface BlockDialogProps {
  open: boolean;
  name: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Block {name}?": what blocking does, Cancel (focused first) and Block. */
export function BlockDialog({ open, name, pending, error, onConfirm, onCancel }: BlockDialogProps) {
  const { t } = useTranslation('member');
  const id = useId();
  return (
    <Modal
      id="member-block"
      open={open}
      onClose={pending ? undefined : onCancel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      closeLabel={t('prompt.close')}
    >
      <div className="member-dialog">
        <h2 id={`${id}-title`} className="member-dialog__title">
          {t('block.confirmTitle', { name })}
        </h2>
        <p id={`${id}-text`} className="member-dialog__text">
          {t('block.confirmText', { name })}
        </p>
        <FormError message={error} />
        <div className="form-actions form-actions--end">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={pending}
            onClick={onCancel}
            data-autofocus
          >
            {t('block.cancel')}
          </button>
          <SubmitButton
            type="button"
            className="btn btn--primary member-dialog__danger"
            pending={pending}
            pendingLabel={t('block.blocking')}
            onClick={onConfirm}
          >
            {t('block.confirm')}
          </SubmitButton>
        </div>
      </div>
    </Modal>
  );
}
