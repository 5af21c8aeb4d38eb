import { useSyncExternalStore } from 'react';

/**
 * Whether the desktop signup modal is open. The modal lives in the layouts (default and empty) while
 * the calls to action that open it live anywhere, so they meet here. A call to action asks
 * `openSignupModal()`; without a mounted modal (another layout) it answers false and the caller goes
 * to the /signup page instead.
 */
let open = false;
let hosts = 0;
/** Where the signup opened last comes back to when done (undefined: the members area). */
let returnTo: string | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openSignupModal(comeBackTo?: string): boolean {
  if (hosts === 0) return false;
  returnTo = comeBackTo;
  if (!open) {
    open = true;
    emit();
  }
  return true;
}

export function closeSignupModal(): void {
  if (!open) return;
  open = false;
  emit();
}

/** The page the signup opened last asked to come back to. */
export function signupModalReturnTo(): string | undefined {
  return returnTo;
}

export function isSignupModalOpen(): boolean {
  return open;
}

/** The modal registers itself while it is mounted; returns the unregister function. */
export function registerSignupModalHost(): () => void {
  hosts++;
  return () => {
    hosts = Math.max(0, hosts - 1);
    if (hosts === 0) closeSignupModal();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignupModalOpen(): boolean {
  return useSyncExternalStore(subscribe, isSignupModalOpen);
}
