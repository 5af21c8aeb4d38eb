import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';
import { Menu } from '../../../components/ui/menu';
import { MemberIcon } from './icons';

export interface MemberActionsProps {
  memberId: number;
  name: string;
  blocked: boolean;
  onBlock: () => void;
  onUnblock: () => void;
  onReport: () => void;
}

/** A member's actions on another profile: chat (not with a blocked member) and the "…" menu. */
export function MemberActions({ memberId, name, blocked, onBlock, onUnblock, onReport }: MemberActionsProps) {
  const { t } = useTranslation('member');
  return (
    <div className="member-actions" role="group" aria-label={t('actions.label', { name })}>
      {blocked ? null : (
        <Link className="btn btn--primary" to={`/members/${memberId}/chat`}>
          <Icon name="message" />
          {t('actions.chat')}
        </Link>
      )}
      <Menu
        label={t('actions.more')}
        trigger={<MemberIcon name="more" />}
        triggerClassName="btn btn--ghost member-actions__more"
        items={[
          blocked
            ? { key: 'unblock', label: t('actions.unblock'), onSelect: onUnblock }
            : { key: 'block', label: t('actions.block'), onSelect: onBlock, danger: true },
          { key: 'report', label: t('actions.report'), onSelect: onReport },
        ]}
      />
    </div>
  );
}
