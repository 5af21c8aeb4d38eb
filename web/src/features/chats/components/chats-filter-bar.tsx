import { useTranslation } from 'react-i18next';
import type { ChatFilter } from '../lib/chat-filter';

export interface ChatsFilterBarProps {
  filter: ChatFilter;
  onChange: (filter: ChatFilter) => void;
}

/** Above a long chat list: a name to look for, and all chats or only those with unread messages. */
export function ChatsFilterBar({ filter, onChange }: ChatsFilterBarProps) {
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
export function NothingFiltered({ filter, onShowAll }: { filter: ChatFilter; onShowAll: () => void }) {
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
