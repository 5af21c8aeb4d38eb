import { useTranslation } from 'react-i18next';
import type { DesignProps } from './design-props';
import { LanderCta } from './lander-cta';
import { LanderIcon } from './lander-icons';
import { LanderIntro, PerkList, useCtaLabel } from './lander-intro';
import { PhotoSlot } from './photo-slot';
import { usePhotoSlots, usePhotosBusy } from './use-photo-slots';
import './collage-design.css';
import './gallery-design.css';

/** Of the gallery's tiles, the last ones are blurred behind a lock: there is more to see after signing up. */
const LOCKED_TILES = 2;

/**
 * collagelanding: a mosaic of photos with the pitch on a card over it. gallery: the pitch, then a grid of
 * recently active members whose last tiles are locked.
 */
export function CollageDesign({ variant }: DesignProps) {
  const { t } = useTranslation('landers');
  const slots = usePhotoSlots(variant.photoSlots);
  const busy = usePhotosBusy();
  const label = useCtaLabel(variant.id);

  if (variant.id !== 'gallery')
    return (
      <section className="lander-collage" aria-labelledby="lander-title">
        <div className="lander-collage__mosaic" aria-hidden="true" aria-busy={busy}>
          {slots.map((photo, index) => (
            <PhotoSlot
              key={index}
              photo={photo}
              index={index}
              className={`lander-collage__tile lander-collage__tile--${index}`}
            />
          ))}
        </div>
        <div className="lander-collage__card">
          <LanderIntro id={variant.id} />
          <LanderCta label={label} withLogin />
          <PerkList />
        </div>
      </section>
    );

  return (
    <section className="lander-gallery" aria-labelledby="lander-title">
      <div className="lander-gallery__intro">
        <LanderIntro id={variant.id} />
        <LanderCta label={label} withLogin />
      </div>
      <div className="lander-gallery__members">
        <h2 className="lander-gallery__caption">
          <span className="lander-gallery__dot" aria-hidden="true" />
          {t('gallery.caption')}
        </h2>
        <ul className="lander-gallery__grid" aria-hidden="true" aria-busy={busy}>
          {slots.map((photo, index) => {
            const locked = index >= slots.length - LOCKED_TILES;
            return (
              <li
                key={index}
                className={`lander-gallery__tile${locked ? ' lander-gallery__tile--locked' : ''}`}
              >
                <PhotoSlot photo={photo} index={index} />
                {locked ? (
                  <span className="lander-gallery__lock">
                    <LanderIcon name="lock" size={22} />
                    {index === slots.length - 1 ? <span>{t('gallery.more')}</span> : null}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
