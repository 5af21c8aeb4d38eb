import { Query } from '@nestjs/cqrs';
import type { AdminListPage, AdminListParams } from '../../../shared/admin-list/admin-list-params';
import type { FictionalConversationRow } from './fictional-conversation-row.response';

/**
 * The chat agents' queue: conversations of members with fictional profiles, the longest-waiting first
 * and the answered ones last, unless sorted otherwise. Filters: `id` (one or a list), `status`
 * (`waiting` or `answered`), `available` (true: nobody else holds it), `fictional_id`, `member_id`.
 */
export class ListFictionalConversationsQuery extends Query<AdminListPage<FictionalConversationRow>> {
  constructor(
    readonly params: AdminListParams,
    /** The agent asking (their own holds show as `claimed_by_me`). */
    readonly adminId: number,
  ) {
    super();
  }
}
