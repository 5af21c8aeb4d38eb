import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      id="member-block"
      open={open}
      title={t('block.confirmTitle', { name })}
      text={t('block.confirmText', { name })}
      error={error}
      pending={pending}
      confirmLabel={t('block.confirm')}
      pendingLabel={t('block.blocking')}
      cancelLabel={t('block.cancel')}
      closeLabel={t('prompt.close')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
