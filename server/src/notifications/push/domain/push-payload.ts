import { FALLBACK_LOCALE, isLocale, type Locale, translate } from '../../../shared/i18n/messages';

/** What a push is about. */
export type PushKind = 'message' | 'like' | 'match';

/** The JSON the service worker receives (web/public/sw.js reads it). */
export interface PushPayload {
  /** The payload's format; the service worker of SPEC §9 (version 2) reads version 2. */
  v: 2;
  kind: PushKind;
  title: string;
  body: string;
  /** The app's path to open on a click. */
  url: string;
  /** Unread messages plus new likes: the app badge. */
  badge: number;
  /** Notifications with one tag replace each other (one per chat, one for likes). */
  tag: string;
}

/** Longest message text a push shows. */
export const MAX_PUSH_TEXT = 200;

export type PushSubject =
  | {
      kind: 'message';
      conversationId: number;
      name: string;
      messageKind: 'text' | 'photo' | 'gift';
      text: string;
      showText: boolean;
    }
  | { kind: 'like'; memberId: number; name: string }
  | { kind: 'match'; memberId: number; name: string };

/** The push in the recipient's language; a message's text only when the member lets pushes show it. */
export function pushPayload(subject: PushSubject, language: string, badge: number): PushPayload {
  const locale: Locale = isLocale(language) ? language : FALLBACK_LOCALE;
  const name = { name: subject.name };
  const base = { v: 2 as const, kind: subject.kind, badge };
  switch (subject.kind) {
    case 'message':
      return {
        ...base,
        title: translate(
          locale,
          subject.messageKind === 'text' ? 'push.message.title' : `push.${subject.messageKind}.title`,
          name,
        ),
        body:
          subject.messageKind !== 'text'
            ? translate(locale, 'push.attachment.body')
            : subject.showText && subject.text.trim()
              ? shortened(subject.text)
              : translate(locale, 'push.message.hidden'),
        url: `/chats/${subject.conversationId}`,
        tag: `chat-${subject.conversationId}`,
      };
    case 'like':
      return {
        ...base,
        title: translate(locale, 'push.like.title', name),
        body: translate(locale, 'push.like.body'),
        url: '/likes',
        tag: 'likes',
      };
    case 'match':
      return {
        ...base,
        title: translate(locale, 'push.match.title'),
        body: translate(locale, 'push.match.body', name),
        url: `/members/${subject.memberId}`,
        tag: `match-${subject.memberId}`,
      };
  }
}

function shortened(text: string): string {
  const chars = [...text.trim()];
  return chars.length > MAX_PUSH_TEXT ? `${chars.slice(0, MAX_PUSH_TEXT - 1).join('')}…` : chars.join('');
}
