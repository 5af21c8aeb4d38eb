import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/ui/retry-alert';

/** A part of the profile page that did not load: the reason, announced, and "Try again". */
export function ProfileRetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return <RetryAlert message={message} retryLabel={t('retry')} onRetry={onRetry} linkStyle />;
}
