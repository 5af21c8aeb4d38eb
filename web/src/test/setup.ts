import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A page's code loads lazily, as in the browser: on a busy 2-core machine the first render of a route
// can take longer than testing-library's 1 s, so waits get the time they need (never a retry).
configure({ asyncUtilTimeout: 5_000 });

// No test opens a real socket: the app's real-time connection (features/chats/api/chat-socket.ts) gets a
// socket that never connects, as a browser does where the server has none; the polling goes on.
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = {
      connected: false,
      recovered: false,
      on: () => socket,
      emit: () => socket,
      removeAllListeners: () => socket,
      disconnect: () => socket,
    };
    return socket;
  },
}));

// jsdom does not implement scrolling (react-router's ScrollRestoration calls it)
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
