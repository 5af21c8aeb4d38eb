// first: the designs' stylesheets (imported by each design) come after the shared one and override it
import './lander-shared.css';
import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanderPhotos, type LanderSource } from '../api/get-lander-photos';
import { landerVariantOf, type LanderDesign } from '../lib/lander-variant';
import { CollageDesign } from './collage-design';
import type { DesignProps } from './design-props';
import { FeaturesDesign } from './features-design';
import { HeroDesign } from './hero-design';
import { LanderContext, type LanderState } from './lander-context';
import { LanderSteps } from './lander-steps';
import { MapDesign } from './map-design';
import { MotionDesign } from './motion-design';
import { SwipeDesign } from './swipe-design';

const DESIGNS: Record<LanderDesign, ComponentType<DesignProps>> = {
  hero: HeroDesign,
  swipe: SwipeDesign,
  collage: CollageDesign,
  features: FeaturesDesign,
  map: MapDesign,
  motion: MotionDesign,
};

export interface LanderProps {
  /** `landers-<id>-slug`: picks the variant */
  routeName: string;
  /** the optional {slug} of the address: kept as a data attribute, nothing more */
  slug?: string;
  siteName: string;
  /** undefined while the session loads */
  loggedIn: boolean | undefined;
  /** whether this browser's last session was a member's (then the call to action waits for this one) */
  memberExpected?: boolean;
  /** SPEC §5: whether this visitor may sign up (else the site is invite-only for them) */
  signupsOpen: boolean;
  /** whether search.php answers this viewer, for the photos; undefined while not known yet */
  photosAllowed: boolean | undefined;
  /** the visit's network and ref, sent along with the search */
  source?: LanderSource;
  fictionalIcon?: string | null;
  fictionalLabel?: string | null;
}

const NO_SOURCE: LanderSource = {};

/** A landing page for ad traffic (SPEC §1 "/landers/…"): one of eleven variants in six designs. */
export function Lander({
  routeName,
  slug,
  siteName,
  loggedIn,
  memberExpected = false,
  signupsOpen,
  photosAllowed,
  source = NO_SOURCE,
  fictionalIcon = null,
  fictionalLabel = null,
}: LanderProps) {
  const { t } = useTranslation('landers');
  const variant = landerVariantOf(routeName);
  const photos = useLanderPhotos(photosAllowed, loggedIn === true, source);
  const awaitingMember = loggedIn === undefined && memberExpected;
  const state = useMemo<LanderState>(
    () => ({ siteName, loggedIn, awaitingMember, signupsOpen, photos, fictionalIcon, fictionalLabel }),
    [siteName, loggedIn, awaitingMember, signupsOpen, photos, fictionalIcon, fictionalLabel],
  );
  const Design = DESIGNS[variant.design];
  return (
    <LanderContext.Provider value={state}>
      <div
        className={`lander lander--${variant.design} lander--${variant.id}`}
        data-route={routeName}
        data-lander={variant.id}
        data-design={variant.design}
        data-slug={slug || undefined}
        data-photos={photos.state === 'loading' ? 'loading' : photos.photos.length}
      >
        {photos.state === 'loading' ? (
          <p role="status" className="visually-hidden">
            {t('photosLoading')}
          </p>
        ) : null}
        <Design variant={variant} />
        <LanderSteps variant={variant} />
      </div>
    </LanderContext.Provider>
  );
}
