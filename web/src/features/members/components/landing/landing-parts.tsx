import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '../../api/get-member';
import {
  interestNames,
  presentDetails,
  type DetailField,
  type InterestLabel,
} from '../../lib/profile-details';
import { formatPlace } from '../../lib/profile-format';
import type { MemberSite } from '../../lib/site';
import { TagList } from '../../../../components/ui/tag-list';
import { MemberName } from '../member-name';

type NameMember = Pick<MemberProfile, 'name' | 'age' | 'fictional'>;

/** Name and age, with the fictional-profile icon. */
export function LandingName({ member, site }: { member: NameMember; site: MemberSite }) {
  return <MemberName member={member} site={site} badgeSize={28} badgeClassName="landing-name__fictional" />;
}

export function LandingPlace({ member }: { member: Pick<MemberProfile, 'city' | 'region' | 'country'> }) {
  const { i18n } = useTranslation('member');
  const place = formatPlace(member, i18n.language);
  return place ? <p className="landing-place">{place}</p> : null;
}

/** Details that read well on their own as a chip ("Single", "Athletic"; a bare "Brown" would not). */
const TEASER_DETAILS: ReadonlySet<DetailField> = new Set(['relationship_status', 'body_type']);

/** A few facts as chips: relationship status, body type and up to four interests. */
export function LandingFacts({
  member,
  interests,
}: {
  member: MemberProfile;
  interests: readonly InterestLabel[];
}) {
  const { t } = useTranslation('member');
  const facts = [
    ...presentDetails(member)
      .filter((detail) => TEASER_DETAILS.has(detail.field))
      .map((detail) =>
        t(`details.values.${detail.field}.${detail.value}`, {
          context: detail.context,
          defaultValue: detail.value,
        }),
      ),
    ...interestNames(member.interests, interests).slice(0, 4),
  ];
  if (facts.length === 0) return null;
  return <TagList tags={facts} className="landing-facts" />;
}

/** The large photo of a teaser, or the member's initial when there is none. */
export function LandingPhoto({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className: string;
}) {
  if (!src) {
    return (
      <div className={`${className} landing-photo--empty`} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </div>
    );
  }
  return <img className={className} src={src} alt={name} />;
}
