import { useTranslation } from 'react-i18next';
import type { DesignProps } from './design-props';
import { LanderCta } from './lander-cta';
import { LanderIcon } from './lander-icons';
import { LanderIntro, PerkList, useCtaLabel } from './lander-intro';
import { PhotoSlot } from './photo-slot';
import { usePhotoSlots, usePhotosBusy } from './use-photo-slots';
import './map-design.css';

/** maplanding: the pitch beside an illustrated map with portraits pinned around "you". */
export function MapDesign({ variant }: DesignProps) {
  const { t } = useTranslation('landers');
  const slots = usePhotoSlots(variant.photoSlots);
  return (
    <section className="lander-panel lander-mapview" aria-labelledby="lander-title">
      <div className="lander-mapview__content">
        <LanderIntro id={variant.id} />
        <LanderCta label={useCtaLabel(variant.id)} withLogin />
        <PerkList />
      </div>
      <figure className="lander-map">
        <div className="lander-map__canvas" aria-hidden="true" aria-busy={usePhotosBusy()}>
          <span className="lander-map__park" />
          <span className="lander-map__river" />
          <span className="lander-map__you">
            <span className="lander-map__pulse" />
          </span>
          {slots.map((photo, index) => (
            <span key={index} className={`lander-map__pin lander-map__pin--${index}`}>
              <PhotoSlot photo={photo} index={index} className="lander-map__photo" />
            </span>
          ))}
        </div>
        <figcaption className="lander-map__legend">
          <LanderIcon name="pin" size={18} />
          {t('map.legend')}
        </figcaption>
      </figure>
    </section>
  );
}
