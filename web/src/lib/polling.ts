import { useEffect, useState } from 'react';

/** SPEC §4, §9: user, chats and likes refresh every 60 s, every 300 s while push is subscribed. */
export const POLL_MS = 60_000;
export const PUSH_POLL_MS = 300_000;
/** The polling starts 5 s after the page loaded. */
export const FIRST_POLL_MS = 5_000;

export function pollIntervalMs(pushSubscribed: boolean): number {
  return pushSubscribed ? PUSH_POLL_MS : POLL_MS;
}

/** Milliseconds until FIRST_POLL_MS after the page loaded (0 once passed). */
export function firstPollIn(sinceLoadMs: number): number {
  return Math.max(0, FIRST_POLL_MS - sinceLoadMs);
}

/** True once FIRST_POLL_MS have passed since the page loaded. */
export function useFirstPollPassed(): boolean {
  const [passed, setPassed] = useState(() => firstPollIn(performance.now()) === 0);
  useEffect(() => {
    if (passed) return;
    const timer = setTimeout(() => setPassed(true), firstPollIn(performance.now()));
    return () => clearTimeout(timer);
  }, [passed]);
  return passed;
}

/** Sent on `window` when this page's push subscription may have changed (features/push). */
export const PUSH_SUBSCRIPTION_EVENT = 'kindred:push-subscription';

/** Whether this browser has a push subscription for the app (false until known, or where push is missing). */
export async function hasPushSubscription(nav: Navigator = navigator): Promise<boolean> {
  try {
    const registration = await nav.serviceWorker?.getRegistration();
    return !!(await registration?.pushManager?.getSubscription());
  } catch {
    return false;
  }
}

/** The polling interval of this browser: 300 s with a push subscription, 60 s without. */
export function usePollInterval(): number {
  const [subscribed, setSubscribed] = useState(false);
  useEffect(() => {
    let live = true;
    const check = () => void hasPushSubscription().then((value) => live && setSubscribed(value));
    check();
    window.addEventListener(PUSH_SUBSCRIPTION_EVENT, check);
    return () => {
      live = false;
      window.removeEventListener(PUSH_SUBSCRIPTION_EVENT, check);
    };
  }, []);
  return pollIntervalMs(subscribed);
}
