import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FictionalBadge } from '../../../components/ui/fictional-badge';
import type { MemberCard as MemberCardData } from '../api/get-member';
import { headline } from '../lib/profile-format';
import type { MemberSite } from '../lib/site';
import './member-card.css';

/** A profile card (photo, name, age, city) that opens the member's page (or `to`). */
export function MemberCard({ card, site, to }: { card: MemberCardData; site: MemberSite; to?: string }) {
  const { t } = useTranslation('member');
  const photo = card.main_image?.match;
  return (
    <Link className="member-card" to={to ?? `/members/${card.id}`} data-member-card={card.id}>
      <span className="member-card__photo">
        {photo ? (
          <img src={photo} alt="" loading="lazy" />
        ) : (
          <span className="member-card__initial" aria-hidden="true">
            {card.name.slice(0, 1).toUpperCase()}
          </span>
        )}
      </span>
      <span className="member-card__body">
        <span className="member-card__name">
          <span>{headline(card.name, card.age)}</span>
          {card.fictional ? (
            <FictionalBadge
              icon={site.fictionalIcon}
              label={site.fictionalLabel || t('fictional.label')}
              size={18}
            />
          ) : null}
        </span>
        {card.city ? <span className="member-card__city">{card.city}</span> : null}
      </span>
    </Link>
  );
}
