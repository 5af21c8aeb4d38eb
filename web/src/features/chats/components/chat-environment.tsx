import { createContext, useContext, type ReactNode } from 'react';
import type { ChatProfile } from '../api/types';

/** What the chat screens get from the rest of the app (the route provides it: features do not import each other). */
export interface ChatEnvironment {
  /** the site setting message_length: the longest text message */
  messageLength: number;
  /** the site setting photo_credits: what a photo costs (0 when not known) */
  photoCredits: number;
  /** the member's balance as last loaded (null when not known) */
  credits: number | null;
  /** a send changed the balance (`credits`, the balance after), or the balance is unknown (load the user again) */
  onCredits: (credits?: number) => void;
  /** the member asked to block / report the other member (the route opens the profile's dialogs) */
  onBlock: (profile: ChatProfile) => void;
  onReport: (profile: ChatProfile) => void;
  /** the "send the activation e-mail again" control, for a member who has not confirmed yet */
  resendActivation: ReactNode;
  /** the site's mark of a fictional profile (fictional_icon) and its name (fictional_singular) */
  fictional: { icon: string | null; label: string };
}

const ChatEnvironmentContext = createContext<ChatEnvironment | null>(null);

export function ChatEnvironmentProvider({
  value,
  children,
}: {
  value: ChatEnvironment;
  children: ReactNode;
}) {
  return <ChatEnvironmentContext.Provider value={value}>{children}</ChatEnvironmentContext.Provider>;
}

export function useChatEnvironment(): ChatEnvironment {
  const environment = useContext(ChatEnvironmentContext);
  if (!environment) throw new Error('useChatEnvironment: no ChatEnvironmentProvider');
  return environment;
}
