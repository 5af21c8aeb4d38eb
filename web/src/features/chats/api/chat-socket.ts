import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  applyDeliveredEvent,
  applyMessageEvent,
  applyReadEvent,
  applyTypingEvent,
  reloadAfterGap,
} from '../lib/socket-events';
import type { DeliveredEvent, LikeEvent, MatchEvent, MessageEvent, ReadEvent, TypingEvent } from './types';

/** At most one `typing` a conversation this often while the member types. */
export const TYPING_THROTTLE_MS = 3_000;

/** Messages received within this long are acknowledged together (a recovered socket gets many at once). */
export const DELIVERED_BATCH_MS = 250;
/** The most message ids one `delivered` names (the server's limit). */
const DELIVERED_BATCH_SIZE = 50;

let current: Socket | null = null;
const lastTyping = new Map<number, number>();

/** Tells the other member of the conversation that the member is typing (throttled; nothing without a socket). */
export function emitTyping(conversationId: number, now = Date.now()): void {
  if (!current?.connected) return;
  const last = lastTyping.get(conversationId) ?? -Infinity;
  if (now - last < TYPING_THROTTLE_MS) return;
  lastTyping.set(conversationId, now);
  current.emit('typing', { conversation_id: conversationId });
}

export interface ChatSocketHandlers {
  /** a message in one of the member's conversations (theirs or the member's own, from any tab) */
  onMessage?: (event: MessageEvent) => void;
  /** someone liked the member */
  onLike?: (event: LikeEvent) => void;
  /** a like made a match */
  onMatch?: (event: MatchEvent) => void;
  /**
   * Asked when the server closed the socket (a logout, a deletion, a password change, also this tab's):
   * true when the member is still logged in, and the socket then opens once more with the current cookie.
   */
  stillLoggedIn?: () => Promise<boolean>;
}

/** The socket: same origin, default path, the session cookie; it keeps trying, slowly, when it cannot connect. */
export function connectChatSocket(): Socket {
  return io({ withCredentials: true, reconnectionDelay: 2_000, reconnectionDelayMax: 60_000 });
}

/**
 * Real-time messages, delivery and read marks, typing, likes and matches while `enabled` (logged in); the
 * other member's messages are acknowledged (`delivered`) as they arrive. The socket only makes things
 * faster: when it cannot connect nothing is shown and the polling (SPEC §4) goes on.
 */
export function useChatSocket(
  enabled: boolean,
  handlers: ChatSocketHandlers = {},
  connect = connectChatSocket,
) {
  const queryClient = useQueryClient();
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    let socket: Socket;
    try {
      socket = connect();
    } catch {
      return;
    }
    current = socket;
    let connectedBefore = false;
    let closed = false;
    /** The server closed the socket and it has not connected since: it gets one more try, not a loop. */
    let triedAgain = false;
    socket.on('connect', () => {
      // back after a gap the server could not replay: fetch what was missed (PostgreSQL is the truth)
      if (connectedBefore && !socket.recovered) reloadAfterGap(queryClient);
      connectedBefore = true;
      triedAgain = false;
    });
    socket.on('disconnect', (reason: string) => {
      // socket.io reconnects by itself after anything but the server's own close
      if (reason !== 'io server disconnect' || triedAgain) return;
      triedAgain = true;
      const check = handlersRef.current.stillLoggedIn ?? (() => Promise.resolve(false));
      check().then(
        (loggedIn) => {
          if (loggedIn && !closed && !socket.connected) socket.connect();
        },
        () => undefined, // unknown: stay closed; the polling goes on and a new login opens a socket
      );
    });
    // a failed connection is retried by socket.io with its backoff; nothing to show
    socket.on('connect_error', () => undefined);
    // the other member's messages reached this device: their copies show delivered
    let received: number[] = [];
    let acknowledging: ReturnType<typeof setTimeout> | undefined;
    const acknowledge = () => {
      acknowledging = undefined;
      for (let i = 0; i < received.length; i += DELIVERED_BATCH_SIZE)
        socket.emit('delivered', { message_ids: received.slice(i, i + DELIVERED_BATCH_SIZE) });
      received = [];
    };
    socket.on('message', (event: MessageEvent) => {
      applyMessageEvent(queryClient, event);
      handlersRef.current.onMessage?.(event);
      if (event.message.mine || received.includes(event.message.id)) return;
      received.push(event.message.id);
      acknowledging ??= setTimeout(acknowledge, DELIVERED_BATCH_MS);
    });
    socket.on('read', (event: ReadEvent) => applyReadEvent(queryClient, event));
    socket.on('delivered', (event: DeliveredEvent) => applyDeliveredEvent(queryClient, event));
    socket.on('typing', (event: TypingEvent) => applyTypingEvent(queryClient, event));
    socket.on('like', (event: LikeEvent) => handlersRef.current.onLike?.(event));
    socket.on('match', (event: MatchEvent) => handlersRef.current.onMatch?.(event));
    return () => {
      closed = true;
      clearTimeout(acknowledging);
      socket.removeAllListeners();
      socket.disconnect();
      if (current === socket) current = null;
      lastTyping.clear();
    };
  }, [enabled, queryClient, connect]);
}
