import { useTranslation } from 'react-i18next';
import type { LanderId } from '../lib/lander-variant';
import { LanderIcon, type LanderIconName } from './lander-icons';

export const LANDER_TITLE_ID = 'lander-title';

/** The eyebrow, the page's one h1 and the subline of a variant. */
export function LanderIntro({ id, tone = 'dark' }: { id: LanderId; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('landers');
  return (
    <div className={`lander-intro lander-intro--${tone}`}>
      <p className="lander-intro__eyebrow">{t(`variants.${id}.eyebrow`)}</p>
      <h1 id={LANDER_TITLE_ID} className="lander-intro__title">
        {t(`variants.${id}.title`)}
      </h1>
      <p className="lander-intro__lead">{t(`variants.${id}.lead`)}</p>
    </div>
  );
}

/** The variant's wording of the call to action. */
export function useCtaLabel(id: LanderId): string {
  const { t } = useTranslation('landers');
  return t(`variants.${id}.cta`);
}

const PERKS: ReadonlyArray<{ key: string; icon: LanderIconName }> = [
  { key: 'free', icon: 'heart' },
  { key: 'discreet', icon: 'shield' },
  { key: 'nearby', icon: 'pin' },
];

/** Three short reasons to join, as chips. */
export function PerkList({ tone = 'dark' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('landers');
  return (
    <ul className={`lander-perks lander-perks--${tone}`} aria-label={t('perks.label')}>
      {PERKS.map((perk) => (
        <li key={perk.key} className="lander-perks__item">
          <LanderIcon name={perk.icon} size={16} />
          <span>{t(`perks.${perk.key}`)}</span>
        </li>
      ))}
    </ul>
  );
}
