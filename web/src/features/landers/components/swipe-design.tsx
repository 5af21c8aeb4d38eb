import type { DesignProps } from './design-props';
import { LanderCta } from './lander-cta';
import { LanderIcon } from './lander-icons';
import { LanderIntro, PerkList, useCtaLabel } from './lander-intro';
import { PhotoSlot } from './photo-slot';
import { usePhotoSlots, usePhotosBusy } from './use-photo-slots';
import './swipe-design.css';

/** tinderswipe: the pitch beside a deck of profile cards, the top one tilting as if swiped. */
export function SwipeDesign({ variant }: DesignProps) {
  const slots = usePhotoSlots(variant.photoSlots);
  return (
    <section className="lander-panel lander-swipe" aria-labelledby="lander-title">
      <div className="lander-swipe__content">
        <LanderIntro id={variant.id} tone="light" />
        <LanderCta label={useCtaLabel(variant.id)} tone="light" withLogin />
        <PerkList tone="light" />
      </div>
      <div className="lander-deck" aria-hidden="true" aria-busy={usePhotosBusy()}>
        <div className="lander-deck__stack">
          {/* the last card first: the first photo lies on top */}
          {slots
            .map((photo, index) => (
              <div key={index} className={`lander-deck__card lander-deck__card--${index}`}>
                <PhotoSlot photo={photo} index={index} className="lander-deck__photo" />
                {index === 0 ? (
                  <span className="lander-deck__stamp">
                    <LanderIcon name="heart" size={28} />
                  </span>
                ) : null}
              </div>
            ))
            .reverse()}
        </div>
        <div className="lander-deck__actions">
          <span className="lander-deck__action lander-deck__action--pass">
            <LanderIcon name="close" size={28} />
          </span>
          <span className="lander-deck__action lander-deck__action--star">
            <LanderIcon name="star" size={22} />
          </span>
          <span className="lander-deck__action lander-deck__action--like">
            <LanderIcon name="heart" size={28} />
          </span>
        </div>
      </div>
    </section>
  );
}
