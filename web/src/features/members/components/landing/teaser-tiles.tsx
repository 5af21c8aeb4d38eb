import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '../../api/get-member';
import { teaserTilesOf } from '../../lib/landing';
import { MemberIcon } from '../icons';

/** Locked photo tiles ("+2 photos") that tease the photos a visitor cannot see yet. */
export function TeaserTiles({
  member,
  max = 3,
}: {
  member: Pick<MemberProfile, 'name' | 'photos'>;
  max?: number;
}) {
  const { t } = useTranslation('member');
  const { tiles, more } = teaserTilesOf(member, max);
  if (tiles === 0) return null;
  return (
    <div className="teaser-tiles" data-teaser-tiles={tiles}>
      <p className="teaser-tiles__caption">{t('landing.lockedTeaser', { name: member.name })}</p>
      <ul className="wrap-list teaser-tiles__list" aria-hidden="true">
        {Array.from({ length: tiles }, (_, index) => (
          <li key={index} className="teaser-tiles__tile">
            <MemberIcon name="lock" size={22} />
            {index === tiles - 1 && more > 0 ? (
              <span className="teaser-tiles__more">{t('landing.morePhotos', { count: more })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
