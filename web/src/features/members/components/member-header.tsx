import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '../api/get-member';
import { activityOf, formatAgo } from '../../../lib/member-activity';
import { formatPlace } from '../lib/profile-format';
import type { MemberSite } from '../lib/site';
import { MemberIcon } from './icons';
import { MemberName } from './member-name';

export interface MemberHeaderProps {
  member: Pick<
    MemberProfile,
    'name' | 'age' | 'city' | 'region' | 'country' | 'fictional' | 'last_active_at'
  >;
  site: MemberSite;
  /** The time "last active" is measured against (tests fix it). */
  now?: Date;
}

/** Name and age (with the fictional-profile icon), place and when the member was last active. */
export function MemberHeader({ member, site, now = new Date() }: MemberHeaderProps) {
  const { t, i18n } = useTranslation('member');
  const place = formatPlace(member, i18n.language);
  const activity = activityOf(member.last_active_at, now);
  return (
    <header className="member-header">
      <h1 className="member-header__name">
        <MemberName member={member} site={site} badgeSize={26} badgeClassName="member-header__fictional" />
      </h1>
      {place ? (
        <p className="member-header__place">
          <MemberIcon name="pin" size={18} />
          <span className="visually-hidden">{t('details.location')} </span>
          {place}
        </p>
      ) : null}
      {activity ? (
        <p className={`member-header__activity member-header__activity--${activity.kind}`}>
          {activity.kind === 'online'
            ? t('activity.online')
            : t('activity.lastActive', { time: formatAgo(activity, i18n.language) })}
        </p>
      ) : null}
    </header>
  );
}
