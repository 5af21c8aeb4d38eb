import type { DesignProps } from './design-props';
import { LanderCta } from './lander-cta';
import { LanderIntro, PerkList, useCtaLabel } from './lander-intro';
import { PhotoSlot } from './photo-slot';
import { usePhotoSlots, usePhotosBusy } from './use-photo-slots';
import './motion-design.css';

/**
 * transitionsvideolanding, video: a full-bleed hero whose background moves like a film (no video files:
 * photos or gradients that cross-fade, or slowly zoom and pan for `video`). Still under
 * prefers-reduced-motion.
 */
export function MotionDesign({ variant }: DesignProps) {
  const slots = usePhotoSlots(variant.photoSlots);
  return (
    <section className="lander-panel lander-motion" aria-labelledby="lander-title">
      <div className="lander-motion__reel" aria-hidden="true" aria-busy={usePhotosBusy()}>
        {slots.map((photo, index) => (
          <PhotoSlot
            key={index}
            photo={photo}
            index={index}
            className={`lander-motion__slide lander-motion__slide--${index}`}
          />
        ))}
      </div>
      <div className="lander-motion__shade" aria-hidden="true" />
      <div className="lander-motion__content">
        <LanderIntro id={variant.id} tone="light" />
        <LanderCta label={useCtaLabel(variant.id)} tone="light" withLogin />
        <PerkList tone="light" />
      </div>
      <div className="lander-motion__progress" aria-hidden="true">
        {slots.map((_, index) => (
          <span key={index} className={`lander-motion__tick lander-motion__tick--${index}`} />
        ))}
      </div>
    </section>
  );
}
