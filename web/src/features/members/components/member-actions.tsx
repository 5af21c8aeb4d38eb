import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Menu } from '../../../components/ui/menu';
import { MemberIcon } from './icons';

export interface MemberActionsProps {
  memberId: number;
  name: string;
  blocked: boolean;
  /** The like button: whether the viewer likes the member, and the toggle (none: no button). */
  like: { liked: boolean; pending: boolean; toggle: () => void } | null;
  onBlock: () => void;
  onUnblock: () => void;
  onReport: () => void;
}

/**
 * A member's actions on another profile: like, chat and a gift (which opens the chat with its gift picker;
 * none with a blocked member) and the "…" menu.
 */
export function MemberActions({
  memberId,
  name,
  blocked,
  like,
  onBlock,
  onUnblock,
  onReport,
}: MemberActionsProps) {
  const { t } = useTranslation('member');
  return (
    <div className="member-actions" role="group" aria-label={t('actions.label', { name })}>
      {blocked || !like ? null : (
        <Button
          variant={like.liked ? 'ghost' : 'primary'}
          aria-pressed={like.liked}
          disabled={like.pending}
          onClick={like.toggle}
          data-like-button
        >
          <Icon name="heart" />
          {like.liked ? t('actions.liked') : t('actions.like')}
        </Button>
      )}
      {blocked ? null : (
        <>
          <Link className="btn btn--ghost" to={`/members/${memberId}/chat`}>
            <Icon name="message" />
            {t('actions.chat')}
          </Link>
          <Link className="btn btn--ghost" to={`/members/${memberId}/chat?gift`}>
            <MemberIcon name="gift" />
            {t('actions.gift')}
          </Link>
        </>
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
