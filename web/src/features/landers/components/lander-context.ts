import { createContext, useContext } from 'react';
import type { LanderPhotos } from '../api/get-lander-photos';

/** What every part of a lander may need: who looks, whether signups are open, the photos. */
export interface LanderState {
  siteName: string;
  /** undefined while the session loads (the visitor's call to action shows meanwhile) */
  loggedIn: boolean | undefined;
  /** the session still loads and this browser's last one was a member's: the call to action waits for it */
  awaitingMember: boolean;
  signupsOpen: boolean;
  photos: LanderPhotos;
  /** The site's `fictional_icon` and `fictional_singular`, for photos of fictional profiles. */
  fictionalIcon: string | null;
  fictionalLabel: string | null;
}

export const LanderContext = createContext<LanderState | null>(null);

export function useLander(): LanderState {
  const state = useContext(LanderContext);
  if (!state) throw new Error('useLander() outside a <Lander>');
  return state;
}
