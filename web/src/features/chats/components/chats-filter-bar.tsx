import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '../api/types';
import { FILTER_FROM, filterChats, isFiltering, NO_FILTER, type ChatFilter } from '../lib/chat-filter';

interface ChatsFilterBarProps {
  filter: ChatFilter;
  onChange: (filter: ChatFilter) => void;
}

/** Above a long chat list: a name to look for, and all chats or only those with unread messages. */
function ChatsFilterBar({ filter, onChange }: ChatsFilterBarProps) {
  const { t } = useTranslation('chats');
  return (
    <div className="chats-filter" role="search">
      <input
        type="search"
        className="chats-filter__search"
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        value={filter.query}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(event) => onChange({ ...filter, query: event.target.value })}
      />
      <div className="chats-filter__chips" role="group" aria-label={t('list.show')}>
        <button
          type="button"
          className="chats-filter__chip"
          aria-pressed={!filter.unreadOnly}
          onClick={() => onChange({ ...filter, unreadOnly: false })}
        >
          {t('list.all')}
        </button>
        <button
          type="button"
          className="chats-filter__chip"
          aria-pressed={filter.unreadOnly}
          onClick={() => onChange({ ...filter, unreadOnly: true })}
        >
          {t('list.unreadOnly')}
        </button>
      </div>
    </div>
  );
}

/** No chat lets the filter through: what was looked for, and the way back to every chat. */
function NothingFiltered({ filter, onShowAll }: { filter: ChatFilter; onShowAll: () => void }) {
  const { t } = useTranslation('chats');
  return (
    <div className="empty-state">
      <p>{filter.query.trim() ? t('list.noMatch', { query: filter.query.trim() }) : t('list.noUnread')}</p>
      <button type="button" className="btn btn--primary" onClick={onShowAll}>
        {t('list.showAll')}
      </button>
    </div>
  );
}

export interface FilteredChatsProps {
  /** the chats to filter, in their order */
  chats: ChatSummary[];
  filter: ChatFilter;
  onChange: (filter: ChatFilter) => void;
  /** a chat kept among the unread ones once read (see filterChats) */
  keepRead?: (chat: ChatSummary) => boolean;
  /** draws the chats the filter lets through */
  children: (listed: ChatSummary[]) => ReactNode;
}

/**
 * A chat list with its filter (/chats and the column beside a chat): the bar from FILTER_FROM chats or
 * while a filter is on, a spoken count of what it lets through, and the way back when it lets none.
 */
export function FilteredChats({ chats, filter, onChange, keepRead, children }: FilteredChatsProps) {
  const { t } = useTranslation('chats');
  const filtering = isFiltering(filter);
  const listed = filterChats(chats, filter, keepRead);
  return (
    <>
      {chats.length >= FILTER_FROM || filtering ? (
        <ChatsFilterBar filter={filter} onChange={onChange} />
      ) : null}
      {filtering ? (
        <p className="visually-hidden" role="status">
          {t('list.matches', { count: listed.length })}
        </p>
      ) : null}
      {listed.length === 0 ? (
        <NothingFiltered filter={filter} onShowAll={() => onChange(NO_FILTER)} />
      ) : (
        children(listed)
      )}
    </>
  );
}
