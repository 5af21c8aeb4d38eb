import type { DesignProps } from './design-props';
import { LanderCta } from './lander-cta';
import { LanderIntro, PerkList, useCtaLabel } from './lander-intro';
import { PhotoSlot } from './photo-slot';
import { usePhotoSlots, usePhotosBusy } from './use-photo-slots';
import './hero-design.css';

/** adultonly, whoneedsstrings, alonetonight: a full-bleed hero, the pitch beside a fan of three portraits. */
export function HeroDesign({ variant }: DesignProps) {
  const slots = usePhotoSlots(variant.photoSlots);
  return (
    <section className="lander-panel lander-hero" aria-labelledby="lander-title">
      <div className="lander-hero__content">
        <LanderIntro id={variant.id} tone="light" />
        <LanderCta label={useCtaLabel(variant.id)} tone="light" withLogin />
        <PerkList tone="light" />
      </div>
      <div className="lander-hero__art" aria-hidden="true" aria-busy={usePhotosBusy()}>
        <div className="lander-fan">
          {slots.map((photo, index) => (
            <PhotoSlot
              key={index}
              photo={photo}
              index={index}
              className={`lander-fan__card lander-fan__card--${index}`}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
