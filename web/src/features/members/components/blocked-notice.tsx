import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';

export interface BlockedNoticeProps {
  name: string;
  pending: boolean;
  onUnblock: () => void;
}

/** Shown on the profile of a member the viewer blocked, with Unblock. Focused right after blocking. */
export const BlockedNotice = forwardRef<HTMLDivElement, BlockedNoticeProps>(function BlockedNotice(
  { name, pending, onUnblock },
  ref,
) {
  const { t } = useTranslation('member');
  return (
    <div ref={ref} className="split-row member-blocked" tabIndex={-1} data-blocked-notice="">
      <div>
        <p className="member-blocked__title">{t('block.blockedTitle', { name })}</p>
        <p className="member-blocked__text">{t('block.blockedText', { name })}</p>
      </div>
      <SubmitButton
        type="button"
        variant="ghost"
        size="sm"
        pending={pending}
        pendingLabel={t('block.unblocking')}
        onClick={onUnblock}
      >
        {t('actions.unblock')}
      </SubmitButton>
    </div>
  );
});
