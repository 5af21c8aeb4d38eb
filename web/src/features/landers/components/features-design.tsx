import { useTranslation } from 'react-i18next';
import type { DesignProps } from './design-props';
import { LanderCta } from './lander-cta';
import { LanderIcon, type LanderIconName } from './lander-icons';
import { LanderIntro, useCtaLabel } from './lander-intro';
import { PhotoSlot } from './photo-slot';
import { usePhotoSlots, usePhotosBusy } from './use-photo-slots';
import './features-design.css';

type Feature = { key: string; icon: LanderIconName };

/** What a member can do (SPEC §1), each with its icon. */
const FEATURES: Record<string, readonly Feature[]> = {
  // iconslanding: the product, from finding someone to talking to them
  iconslanding: [
    { key: 'search', icon: 'search' },
    { key: 'likes', icon: 'heart' },
    { key: 'chat', icon: 'message' },
    { key: 'swipe', icon: 'swipe' },
    { key: 'notifications', icon: 'bell' },
    { key: 'invisible', icon: 'invisible' },
  ],
  // socialnetwork: the community first, people and conversations
  socialnetwork: [
    { key: 'chat', icon: 'message' },
    { key: 'photos', icon: 'camera' },
    { key: 'likes', icon: 'heart' },
    { key: 'search', icon: 'search' },
    { key: 'notifications', icon: 'bell' },
    { key: 'invisible', icon: 'invisible' },
  ],
};

/** iconslanding, socialnetwork: a hero with a row of member portraits, then the features as an icon grid. */
export function FeaturesDesign({ variant }: DesignProps) {
  const { t } = useTranslation('landers');
  const slots = usePhotoSlots(variant.photoSlots);
  const features = FEATURES[variant.id] ?? FEATURES.iconslanding!;
  return (
    <>
      <section className="lander-panel lander-features-hero" aria-labelledby="lander-title">
        <div className="lander-avatars" aria-hidden="true" aria-busy={usePhotosBusy()}>
          {slots.map((photo, index) => (
            <PhotoSlot key={index} photo={photo} index={index} className="lander-avatars__item" />
          ))}
          <span className="lander-avatars__more">
            <LanderIcon name="heart" size={20} />
          </span>
        </div>
        <LanderIntro id={variant.id} tone="light" />
        <LanderCta label={useCtaLabel(variant.id)} tone="light" withLogin />
      </section>
      <section className="lander-features" aria-labelledby="lander-features-title">
        <h2 id="lander-features-title" className="lander-section-title">
          {t('features.title')}
        </h2>
        <ul className="lander-features__grid">
          {features.map((feature) => (
            <li key={feature.key} className="lander-features__item">
              <span className="lander-features__icon" aria-hidden="true">
                <LanderIcon name={feature.icon} size={24} />
              </span>
              <h3 className="lander-features__title">{t(`features.${feature.key}.title`)}</h3>
              <p className="lander-features__text">{t(`features.${feature.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
