import type { QueryBus } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../identity/identity.contracts';

/**
 * Whether a member may file a complaint about `memberId`: a member of their own site whose account is
 * not deleted. Anything else answers as unknown, so an id never tells the name, or the existence, of a
 * member of another site.
 */
export async function isComplaintTarget(
  queryBus: QueryBus,
  reporterId: number,
  memberId: number,
): Promise<boolean> {
  const [reporter, member] = await Promise.all([
    queryBus.execute(new GetMemberStatusQuery(reporterId)),
    queryBus.execute(new GetMemberStatusQuery(memberId)),
  ]);
  return !!reporter && !!member && !member.deleted && member.siteId === reporter.siteId;
}
