import { useEffect } from 'react';

/** SPEC §7: `POST /api/page-hidden.php`, an empty JSON body sent as a beacon. */
export const PAGE_HIDDEN_PATH = '/api/page-hidden.php';

type BeaconNavigator = Pick<Navigator, 'sendBeacon'>;
type VisibilityDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Tells the server the app went to the background (SPEC §4 page-hidden), so mails about new messages go
 * out although the socket stays open. A beacon outlives the page and cannot carry headers; the body is a
 * JSON blob so the server takes it as JSON. False when the browser has no beacons or refused this one.
 */
export function sendPageHidden(nav: BeaconNavigator = navigator): boolean {
  if (typeof nav.sendBeacon !== 'function') return false;
  try {
    return nav.sendBeacon(PAGE_HIDDEN_PATH, new Blob(['{}'], { type: 'application/json' }));
  } catch {
    return false;
  }
}

/** Sends the beacon each time the page becomes hidden; answers the function that stops it. */
export function watchPageHidden(
  doc: VisibilityDocument = document,
  nav: BeaconNavigator = navigator,
): () => void {
  const onChange = () => {
    if (doc.visibilityState === 'hidden') sendPageHidden(nav);
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}

/** While the member is logged in, the page-hidden beacon goes out whenever the app is hidden. */
export function usePageHiddenBeacon(loggedIn: boolean): void {
  useEffect(() => (loggedIn ? watchPageHidden() : undefined), [loggedIn]);
}
