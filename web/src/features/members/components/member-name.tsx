import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '../../../components/ui/fictional-badge';
import type { MemberProfile } from '../api/get-member';
import { headline } from '../lib/profile-format';
import type { MemberSite } from '../lib/site';

export interface SiteFictionalBadgeProps {
  site: MemberSite;
  size: number;
  className?: string;
}

/** The site's fictional-profile icon, named by the site's label (or ours). */
export function SiteFictionalBadge({ site, size, className }: SiteFictionalBadgeProps) {
  const { t } = useTranslation('member');
  return (
    <FictionalBadge
      icon={site.fictionalIcon}
      label={site.fictionalLabel || t('fictional.label')}
      size={size}
      className={className}
    />
  );
}

export interface MemberNameProps {
  member: Pick<MemberProfile, 'name' | 'age' | 'fictional'>;
  site: MemberSite;
  badgeSize: number;
  badgeClassName?: string;
}

/** Name and age, with the fictional-profile icon on a fictional profile (cards, the profile, landings). */
export function MemberName({ member, site, badgeSize, badgeClassName }: MemberNameProps) {
  return (
    <>
      <span>{headline(member.name, member.age)}</span>
      {member.fictional ? (
        <SiteFictionalBadge site={site} size={badgeSize} className={badgeClassName} />
      ) : null}
    </>
  );
}
