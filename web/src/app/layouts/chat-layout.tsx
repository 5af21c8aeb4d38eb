import { EntryWarning } from './parts/entry-warning';
import { LayoutMain, SkipLink } from './parts/layout-main';
import { ChatBanners } from './parts/slots';
import { TopNavigation } from './parts/top-navigation';
import './layouts.css';

/** SPEC §2: the chat layout shows the entry warning only to visitors from NL and DE. */
export const CHAT_ENTRY_WARNING_COUNTRIES = ['NL', 'DE'] as const;

export function ChatLayout() {
  return (
    <div className="layout layout--chat" data-layout="chat">
      <SkipLink />
      <TopNavigation />
      <ChatBanners />
      <LayoutMain className="container" />
      <EntryWarning onlyCountries={CHAT_ENTRY_WARNING_COUNTRIES} />
    </div>
  );
}
