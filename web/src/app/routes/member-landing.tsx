import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { MemberLanding } from '../../features/members/components/landing/member-landing';
import { landingVariantOf } from '../../features/members/lib/landing';
import { parseMemberId } from '../../features/members/lib/member-error';
import { memberSiteOf } from '../../features/members/lib/site';
import { viewerOf } from '../../features/members/lib/viewer';
import { useInterests } from '../../features/site/api/get-interests';
import { useSettings } from '../../features/site/api/get-settings';
import { SignupModalSlot } from '../layouts/parts/slots';
import type { PageProps } from './page-props';

/**
 * /members/:id/landing, /members/:id/landing2/:slug? and /members/:id/landing3/:slug? (lander layout):
 * three teaser designs of one member. The lander layout has no signup modal, so the page brings it
 * along: "Sign up for free" opens it on desktop (phones go to /members/:id/signup).
 */
export default function MemberLandingRoute({ routeName }: PageProps) {
  const { i18n } = useTranslation();
  const { id } = useParams();
  const user = useUser();
  const { data: settings } = useSettings();
  const { data: interests } = useInterests(i18n.resolvedLanguage ?? i18n.language);
  const viewer = user.data ? viewerOf(user.data.user) : user.isError ? viewerOf(null) : undefined;
  const site = useMemo(() => memberSiteOf(settings), [settings]);
  return (
    <>
      <MemberLanding
        routeName={routeName}
        variant={landingVariantOf(routeName)}
        memberId={parseMemberId(id)}
        viewer={viewer}
        site={site}
        interests={interests ?? []}
      />
      <SignupModalSlot />
    </>
  );
}
