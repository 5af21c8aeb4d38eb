import type { QueryBus } from '@nestjs/cqrs';
import { HasConversationQuery } from '../../messaging/messaging.contracts';
import { MayTargetMemberQuery } from '../../profiles/profiles.contracts';

/**
 * Whether a member may file a complaint or a report about `memberId`: the rule of blocking (profiles'
 * `MayTargetMemberQuery`), a member of their site they may see, or their partner in a conversation (in
 * invisible mode too, so harassment stays reportable). Anything else answers as unknown, so an id never
 * tells the name, or the existence, of a member hidden from the reporter.
 */
export async function isComplaintTarget(
  queryBus: QueryBus,
  reporterId: number,
  memberId: number,
): Promise<boolean> {
  const chatPartner = await queryBus.execute(new HasConversationQuery(reporterId, memberId));
  return queryBus.execute(new MayTargetMemberQuery(reporterId, memberId, chatPartner));
}
