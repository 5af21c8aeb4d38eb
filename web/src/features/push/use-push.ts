import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { enablePush, getPushState, onPushStateChange, setPushLoggedIn, startPush } from './lib/push-store';
import type { PushState } from './lib/push-state';

/** What the service worker posts to open tabs (web/public/sw.js). */
export type ServiceWorkerMessage =
  { type: 'kindred:push'; kind?: string; badge?: number } | { type: 'kindred:open'; url: string };

export interface PushSyncOptions {
  /** settings.push_public_key */
  siteKey: string | null | undefined;
  /** undefined while the user is loading */
  loggedIn: boolean | undefined;
  /** A push arrived: reload user, chats and likes (SPEC §4). */
  onPush: () => void;
  /** A notification was clicked while this tab was open: show its page. */
  onOpen: (path: string) => void;
}

/** The push state of SPEC §4 for the page, and the enable action. */
export function usePush(): { state: PushState; enable: () => Promise<PushState> } {
  const state = useSyncExternalStore(onPushStateChange, getPushState, getPushState);
  const enable = useCallback(() => enablePush(), []);
  return { state, enable };
}

/**
 * Once per page: registers the service worker, learns the push state, sends the subscription to the
 * account when logged in (and forgets it on logout), and passes on what the service worker posts.
 */
export function usePushSync({ siteKey, loggedIn, onPush, onOpen }: PushSyncOptions): void {
  useEffect(() => {
    if (siteKey !== undefined) void startPush(siteKey);
  }, [siteKey]);

  useEffect(() => {
    if (loggedIn !== undefined) void setPushLoggedIn(loggedIn);
  }, [loggedIn]);

  const handlers = useRef({ onPush, onOpen });
  useEffect(() => {
    handlers.current = { onPush, onOpen };
  });
  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container) return;
    const listener = (event: MessageEvent<ServiceWorkerMessage>) => {
      const message = event.data;
      if (message?.type === 'kindred:push') handlers.current.onPush();
      else if (
        message?.type === 'kindred:open' &&
        typeof message.url === 'string' &&
        message.url.startsWith('/')
      )
        handlers.current.onOpen(message.url);
    };
    container.addEventListener('message', listener);
    return () => container.removeEventListener('message', listener);
  }, []);
}
