import type { Socket } from 'socket.io-client';
import { vi } from 'vitest';

/** A socket that records what it is told and lets the test play the server (`server(event, payload)`). */
export function fakeSocket() {
  const listeners = new Map<string, (payload?: unknown) => void>();
  const socket = {
    connected: true,
    recovered: false,
    emit: vi.fn(),
    on: vi.fn((event: string, listener: (payload?: unknown) => void) => {
      listeners.set(event, listener);
      return socket;
    }),
    removeAllListeners: vi.fn(),
    disconnect: vi.fn(),
    connect: vi.fn(),
  };
  const server = (event: string, payload?: unknown) => listeners.get(event)?.(payload);
  /** whether the code under test listens to `event` (it has connected) */
  const listens = (event: string) => listeners.has(event);
  return { socket, server, listens, connect: () => socket as unknown as Socket };
}
