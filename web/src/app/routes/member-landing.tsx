import { MemberLanding } from '../../features/members/components/landing/member-landing';
import { landingVariantOf } from '../../features/members/lib/landing';
import { SignupModalSlot } from '../layouts/parts/slots';
import type { PageProps } from './page-props';
import { useMemberPage } from './use-member-page';

/**
 * /members/:id/landing, /members/:id/landing2/:slug? and /members/:id/landing3/:slug? (lander layout):
 * three teaser designs of one member. The lander layout has no signup modal, so the page brings it
 * along: "Sign up for free" opens it on desktop (phones go to /members/:id/signup).
 */
export default function MemberLandingRoute({ routeName }: PageProps) {
  const page = useMemberPage();
  return (
    <>
      <MemberLanding routeName={routeName} variant={landingVariantOf(routeName)} {...page} />
      <SignupModalSlot />
    </>
  );
}
