import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { probablySignedIn } from '../../features/auth/lib/signed-in-hint';
import { Lander } from '../../features/landers/components/lander';
import { searchAnswers } from '../../features/landers/lib/lander-photos';
import { signupsOpen } from '../../features/signup/lib/signup-gate';
import { captureTracking, hasTrafficSource } from '../../features/signup/lib/tracking';
import { useSettings } from '../../features/site/api/get-settings';
import { SignupModalSlot } from '../layouts/parts/slots';
import type { PageProps } from './page-props';

/**
 * /landers/<name>/:slug? (lander layout): the eleven landing pages for ad traffic. The lander layout has
 * no signup modal, so the page brings it along: the call to action opens it on desktop (phones go to
 * /signup). The tracking parameters of the visit (network, ref, sub1-3) are kept for the signup.
 */
export default function LanderRoute({ routeName }: PageProps) {
  const { slug } = useParams();
  const { search } = useLocation();
  const settingsQuery = useSettings();
  const settings = settingsQuery.data;
  const user = useUser();
  // read once: the hint follows the user query, which this page is waiting for
  const [memberExpected] = useState(probablySignedIn);
  // main.tsx keeps the tracking of the URL the app opened on; a lander reached inside the app with
  // tracking parameters keeps its own (the same sessionStorage, so the signup sends them)
  const tracking = useMemo(() => captureTracking(search), [search]);
  // a failed user load counts as a visitor
  const loggedIn = user.data ? user.data.user !== null : user.isError ? false : undefined;
  // whether search.php answers (for the photos); unknown until the session and the settings are there
  const photosAllowed =
    loggedIn === undefined || settingsQuery.isPending
      ? undefined
      : searchAnswers({
          loggedIn,
          trafficSource: hasTrafficSource(tracking),
          loggedOutSearch: settings?.logged_out_search,
          loggedOutSearchTrafficSource: settings?.logged_out_search_trafficsource,
        });
  const source = useMemo(() => ({ network: tracking.network, ref: tracking.ref }), [tracking]);
  return (
    <>
      <Lander
        routeName={routeName}
        slug={slug}
        siteName={settings?.name ?? ''}
        loggedIn={loggedIn}
        memberExpected={memberExpected}
        signupsOpen={signupsOpen(settings?.signups ?? 'all', tracking)}
        photosAllowed={photosAllowed}
        source={source}
        fictionalIcon={settings?.fictional_icon ?? null}
        fictionalLabel={settings?.fictional_singular ?? null}
      />
      <SignupModalSlot />
    </>
  );
}
