import {
  anyOf,
  type AdminListSource,
  equalTo,
  oneOf,
  positiveInteger,
} from '../../shared/admin-list/list-params';
import {
  COMPLAINT_REASONS,
  COMPLAINT_SORT_FIELDS,
  COMPLAINT_SOURCES,
  COMPLAINT_STATUSES,
  type COMPLAINT_LIST_FILTERS,
} from '../compliance.contracts';
import { COMPLAINT_COLUMNS } from './complaint.record';

/**
 * Complaints as the console lists them, newest first, each with how many complaints there are against
 * the same member (the group), so repeated reports stand out and `target_profile_id` shows them all.
 */
export const COMPLAINT_LIST: AdminListSource<(typeof COMPLAINT_LIST_FILTERS)[number]> = {
  table: 'complaints',
  columns: `${COMPLAINT_COLUMNS},
    (SELECT count(*)::int FROM complaints other
      WHERE other.target_profile_id = complaints.target_profile_id) AS reports_against,
    (SELECT count(*)::int FROM complaints other
      WHERE other.target_profile_id = complaints.target_profile_id AND other.status = 'open')
      AS open_reports_against`,
  filters: {
    id: anyOf('id', 'int', positiveInteger),
    status: equalTo('status', (key, value) => oneOf(key, value, COMPLAINT_STATUSES)),
    reason: equalTo('reason', (key, value) => oneOf(key, value, COMPLAINT_REASONS)),
    source: equalTo('source', (key, value) => oneOf(key, value, COMPLAINT_SOURCES)),
    assignee_id: equalTo('assignee_id', positiveInteger),
    target_profile_id: equalTo('target_profile_id', positiveInteger),
    reporter_id: equalTo('reporter_id', positiveInteger),
  },
  sortFields: COMPLAINT_SORT_FIELDS,
  defaultSort: { field: 'id', order: 'DESC' },
};
