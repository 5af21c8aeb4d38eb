import { useLocation, useNavigate } from 'react-router-dom';

interface OverlayState {
  overlay?: string;
  /** The page's life the entry was pushed in: after a reload the entry before it is not the overlay's. */
  pushedIn?: string;
}

/** This page's life (a reload starts another). */
const PAGE_LIFE = `${Date.now()}-${Math.random()}`;

/**
 * An overlay over the page (a chat photo at full size) with an entry of its own in the browser's history,
 * so the phone's back gesture closes it instead of leaving the page, as in a native app. `key` names it in
 * the entry's state; the address stays the page's. What it knows lives in that state, not in the component,
 * so a component that takes another's place (a sent photo's bubble replacing its pending one) goes on.
 */
export function useHistoryOverlay(key: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  const state = location.state as OverlayState | null;
  const open = state?.overlay === key;
  const show = () => {
    void navigate(here, {
      replace: false,
      state: { overlay: key, pushedIn: PAGE_LIFE } satisfies OverlayState,
    });
  };
  const close = () => {
    if (state?.pushedIn === PAGE_LIFE) void navigate(-1);
    else void navigate(here, { replace: true, state: null });
  };
  return { open, show, close };
}
