import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';

/** The chat list while it loads: `rows` rows of avatar and two lines. */
export function ChatsSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('chats');
  return (
    <Skeleton label={t('list.loading')} shapeClassName="chat-list">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="chat-row chat-row--skeleton">
          <SkeletonBlock className="chat-avatar chat-avatar--md" />
          <div className="chat-row__text">
            <SkeletonBlock shape="title" style={{ width: '40%' }} />
            <SkeletonBlock shape="line" style={{ width: '70%' }} />
          </div>
        </div>
      ))}
    </Skeleton>
  );
}

/** The chat list could not be loaded: what happened, and a button to try again. */
export function ChatsLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('chats');
  return (
    <LoadFailed
      className="empty-state"
      message={t('list.loadFailed')}
      retryLabel={t('list.retry')}
      onRetry={onRetry}
    />
  );
}
