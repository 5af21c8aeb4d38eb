import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useMember } from '../../api/get-member';
import type { LandingVariant } from '../../lib/landing';
import { memberFailureOf } from '../../lib/member-error';
import type { InterestLabel } from '../../lib/profile-details';
import type { MemberSite } from '../../lib/site';
import { viewerKey, type MemberViewer } from '../../lib/viewer';
import { LandingClassic } from './landing-classic';
import { LandingSpotlight } from './landing-spotlight';
import { LandingStory } from './landing-story';
import { LandingUnavailable } from './landing-unavailable';
import type { LandingDesignProps } from './landing-variant';
import './member-landing.css';

const DESIGNS: Record<LandingVariant, ComponentType<LandingDesignProps>> = {
  classic: LandingClassic,
  spotlight: LandingSpotlight,
  story: LandingStory,
};

export interface MemberLandingProps {
  routeName: string;
  variant: LandingVariant;
  memberId: number | null;
  /** undefined while the session loads. */
  viewer: MemberViewer | undefined;
  site: MemberSite;
  interests: readonly InterestLabel[];
}

/** A visitor's landing page for one member (three designs), from the same GET /api/member.php. */
export function MemberLanding({ routeName, variant, memberId, viewer, site, interests }: MemberLandingProps) {
  const { t, i18n } = useTranslation('member');
  const query = useMember(
    memberId ?? 0,
    viewer ? viewerKey(viewer) : '',
    i18n.language,
    memberId !== null && !!viewer,
  );
  const loggedIn = !!viewer && viewer.kind !== 'visitor';

  if (memberId === null || query.isError) {
    const failure = memberId === null ? { kind: 'not_found' as const } : memberFailureOf(query.error);
    return (
      <LandingUnavailable
        routeName={routeName}
        failure={failure}
        loggedIn={loggedIn}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!viewer || !query.data) {
    return (
      <div className="member-landing member-landing--loading" data-route={routeName} aria-busy="true">
        <p role="status" className="visually-hidden">
          {t('loading')}
        </p>
        <div className="member-landing__placeholder" aria-hidden="true" />
      </div>
    );
  }
  const Design = DESIGNS[variant];
  return (
    <div
      className={`member-landing member-landing--${variant}`}
      data-route={routeName}
      data-landing={variant}
    >
      <Design member={query.data.member} interests={interests} site={site} loggedIn={loggedIn} />
    </div>
  );
}
