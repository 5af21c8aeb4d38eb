import {
  anyOf,
  type AdminListSource,
  equalTo,
  type FilterRule,
  invalidFilter,
  oneOf,
  positiveInteger,
} from '../../shared/admin-list/list-params';

export const MEMBER_LIST_FILTERS = ['id', 'q', 'site_id', 'status', 'banned'] as const;
export const MEMBER_SORT_FIELDS = ['id', 'created_at', 'last_login_at', 'email', 'name'] as const;

const MAX_SEARCH_LENGTH = 200;

/**
 * `q`: a part of the e-mail address or of the name (any case), or the whole id. strpos, not LIKE, so
 * `%` and `_` in the search are plain characters.
 */
const search: FilterRule = (conditions, key, value) => {
  if (typeof value !== 'string' && typeof value !== 'number') throw invalidFilter(key);
  const text = String(value).trim().toLowerCase();
  if (!text || text.length > MAX_SEARCH_LENGTH) throw invalidFilter(key);
  conditions.add(
    (p) => `(strpos(lower(email), ${p}) > 0 OR strpos(lower(name), ${p}) > 0 OR id::text = ${p})`,
    text,
  );
};

const flag = (key: string, value: unknown): boolean => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw invalidFilter(key);
};

/** Members (accounts whose data is not erased) as the console lists them, newest first. */
export const MEMBER_LIST: AdminListSource<(typeof MEMBER_LIST_FILTERS)[number]> = {
  table: `(SELECT id, site_id, email, display_name AS name, status, rtrim(language) AS language, paid_user,
                  invisible, banned_at IS NOT NULL AS banned, banned_at, deleted_at, created_at, last_login_at
             FROM accounts WHERE erased_at IS NULL) AS members`,
  columns: '*',
  filters: {
    id: anyOf('id', 'int', positiveInteger),
    q: search,
    site_id: equalTo('site_id', positiveInteger),
    status: equalTo('status', (key, value) => oneOf(key, value, ['not_confirmed', 'activated'] as const)),
    banned: equalTo('banned', flag),
  },
  sortFields: MEMBER_SORT_FIELDS,
  defaultSort: { field: 'id', order: 'DESC' },
  nullable: ['last_login_at'],
};
