import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { Alert } from '../../../components/ui/field';

/** Loading indicator of a billing block. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('billing');
  return <Spinner label={label ?? t('loading')} />;
}

/** A load failure with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('billing');
  return (
    <Alert tone="danger">
      <span>{message}</span>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
        {t('retry')}
      </button>
    </Alert>
  );
}
