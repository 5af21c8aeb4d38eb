import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FictionalBadge } from '../../../components/ui/fictional-badge';
import { Icon } from '../../../components/ui/icon';
import { Menu } from '../../../components/ui/menu';
import { activityOf, formatAgo } from '../../../lib/member-activity';
import type { ChatProfile } from '../api/types';
import { ChatAvatar } from './chat-avatar';
import { useChatEnvironment } from './chat-environment';

/**
 * Typing, online, or how long ago the member was last active ("Last active 3 hours ago"), read as the
 * search cards and the profile read it; nothing after 30 days, as there.
 */
function Presence({ profile, typing }: { profile: ChatProfile; typing: boolean }) {
  const { t, i18n } = useTranslation('chats');
  if (typing)
    return <span className="chat-top-bar__presence chat-top-bar__presence--typing">{t('top.typing')}</span>;
  const activity = activityOf(profile.last_active_at, new Date());
  if (profile.online || activity?.kind === 'online')
    return <span className="chat-top-bar__presence chat-top-bar__presence--online">{t('top.online')}</span>;
  if (!activity) return null;
  return (
    <span className="chat-top-bar__presence">
      {t('top.lastActive', { when: formatAgo(activity, i18n.language) })}
    </span>
  );
}

export interface ChatTopBarProps {
  profile: ChatProfile;
  typing: boolean;
  /** the member chose to remove every chat with the other member (the page asks first) */
  onRemoveAll: () => void;
}

/**
 * The in-chat top bar: back to the list, the other member (linking to the profile), and a menu to report,
 * to remove every chat with the member and to block.
 */
export function ChatTopBar({ profile, typing, onRemoveAll }: ChatTopBarProps) {
  const { t } = useTranslation('chats');
  const environment = useChatEnvironment();
  const age = profile.age ? `, ${profile.age}` : '';
  return (
    <header className="chat-top-bar">
      <Link
        className="round-button chat-top-bar__back"
        to="/chats"
        aria-label={t('top.back')}
        title={t('top.back')}
      >
        <Icon name="back" />
      </Link>
      <div className="chat-top-bar__member">
        <Link to={`/members/${profile.id}`} tabIndex={-1} aria-hidden="true">
          <ChatAvatar profile={profile} size="sm" />
        </Link>
        <span className="chat-top-bar__text">
          <span className="chat-top-bar__name">
            <h1 className="chat-top-bar__heading">
              <Link to={`/members/${profile.id}`} title={t('top.viewProfile', { name: profile.name })}>
                {profile.name}
                {age}
              </Link>
            </h1>
            {profile.fictional ? <FictionalBadge {...environment.fictional} size={18} /> : null}
          </span>
          <Presence profile={profile} typing={typing} />
        </span>
      </div>
      <Menu
        label={t('top.actions', { name: profile.name })}
        trigger={<span aria-hidden="true">⋯</span>}
        triggerClassName="round-button chat-top-bar__menu"
        items={[
          { key: 'report', label: t('top.report'), onSelect: () => environment.onReport(profile) },
          { key: 'remove-all', label: t('removeAll.menu', { name: profile.name }), onSelect: onRemoveAll },
          { key: 'block', label: t('top.block'), onSelect: () => environment.onBlock(profile), danger: true },
        ]}
      />
    </header>
  );
}
