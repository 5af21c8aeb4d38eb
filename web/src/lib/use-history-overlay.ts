import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

interface OverlayState {
  overlay?: string;
}

/**
 * An overlay over the page (a chat photo at full size) with an entry of its own in the browser's history,
 * so the phone's back gesture closes it instead of leaving the page, as in a native app. `key` names it in
 * the entry's state; the address stays the page's.
 */
export function useHistoryOverlay(key: string) {
  const location = useLocation();
  const navigate = useNavigate();
  // Whether the entry was pushed in this page's life: after a reload the previous entry is not ours.
  const pushedHere = useRef(false);
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  const open = (location.state as OverlayState | null)?.overlay === key;
  const show = () => {
    pushedHere.current = true;
    void navigate(here, { replace: false, state: { overlay: key } satisfies OverlayState });
  };
  const close = () => {
    if (pushedHere.current) {
      pushedHere.current = false;
      void navigate(-1);
    } else void navigate(here, { replace: true, state: null });
  };
  return { open, show, close };
}
