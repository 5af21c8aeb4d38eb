import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCard as MemberCardData } from '../api/get-member';
import type { MemberSite } from '../lib/site';
import { MemberCard } from './member-card';

/** Profiles like this one (the `related` of GET /api/member.php); nothing when there are none. */
export function RelatedMembers({ related, site }: { related: readonly MemberCardData[]; site: MemberSite }) {
  const { t } = useTranslation('member');
  const id = useId();
  if (related.length === 0) return null;
  return (
    <section className="member-related" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="member-related__title">
        {t('related.title')}
      </h2>
      <ul className="column-grid member-related__list">
        {related.map((card) => (
          <li key={card.id}>
            <MemberCard card={card} site={site} />
          </li>
        ))}
      </ul>
    </section>
  );
}
