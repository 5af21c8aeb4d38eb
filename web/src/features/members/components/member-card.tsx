import { PhotoOrInitial } from '../../../components/ui/photo-or-initial';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberCard as MemberCardData } from '../api/get-member';
import { activityOf } from '../../../lib/member-activity';
import { formatNumber } from '../../../lib/numbers';
import type { MemberSite } from '../lib/site';
import { MemberName } from './member-name';
import './member-card.css';

export interface MemberCardProps {
  card: MemberCardData;
  site: MemberSite;
  to?: string;
  /** Shown when given (search): how far away, in km; null when unknown. */
  distanceKm?: number | null;
}

/** A profile card (photo, name, age, city, activity) that opens the member's page (or `to`). */
export function MemberCard({ card, site, to, distanceKm }: MemberCardProps) {
  const { t, i18n } = useTranslation('member');
  const photo = card.main_image?.match;
  // the time the card was first drawn: activity is a coarse label, it need not tick
  const [now] = useState(() => Date.now());
  const activity = activityOf(card.last_active_at, now);
  return (
    <Link className="member-card" to={to ?? `/members/${card.id}`} data-member-card={card.id}>
      <span className="member-card__photo">
        <PhotoOrInitial src={photo} name={card.name} initialClassName="member-card__initial" />
      </span>
      <span className="member-card__body">
        <span className="member-card__name">
          <MemberName member={card} site={site} badgeSize={18} />
        </span>
        {card.city ? <span className="member-card__city">{card.city}</span> : null}
        <span className="member-card__meta">
          {activity ? (
            <span className="member-card__activity" data-activity={activity.kind}>
              {activity.kind === 'online'
                ? t('card.online')
                : activity.days === 0
                  ? t('card.activeToday')
                  : t('card.activeDaysAgo', { count: activity.days })}
            </span>
          ) : null}
          {distanceKm !== undefined && distanceKm !== null ? (
            <span className="member-card__distance">
              {distanceKm < 1
                ? t('card.nearby')
                : t('card.distance', {
                    km: formatNumber(distanceKm, i18n.resolvedLanguage ?? i18n.language),
                  })}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
