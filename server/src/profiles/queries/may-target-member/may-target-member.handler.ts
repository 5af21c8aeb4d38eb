import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetMemberStatusQuery } from '../../../identity/identity.contracts';
import { GetPublicMemberCardsQuery } from '../get-member-cards/get-public-member-cards.query';
import { MayTargetMemberQuery } from './may-target-member.query';

@QueryHandler(MayTargetMemberQuery)
export class MayTargetMemberHandler implements IQueryHandler<MayTargetMemberQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ viewerId, memberId, chatPartner }: MayTargetMemberQuery): Promise<boolean> {
    if (viewerId === memberId) return false;
    const [viewer, member] = await Promise.all([
      this.queryBus.execute(new GetMemberStatusQuery(viewerId)),
      this.queryBus.execute(new GetMemberStatusQuery(memberId)),
    ]);
    if (!viewer || !member || member.deleted || member.siteId !== viewer.siteId) return false;
    if (chatPartner) return true;
    // As a visitor of the site sees them, the viewer's blocks aside: the rule of member.php's 404.
    const [card] = await this.queryBus.execute(new GetPublicMemberCardsQuery(viewer.siteId, [memberId]));
    return card !== undefined;
  }
}
