import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetSiteSettingsQuery } from '../../../site/site.contracts';
import { GetMemberProfileQuery } from './get-member-profile.query';
import { MemberProfileReader } from './member-profile.reader';

@QueryHandler(GetMemberProfileQuery)
export class GetMemberProfileHandler implements IQueryHandler<GetMemberProfileQuery> {
  constructor(
    private readonly reader: MemberProfileReader,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ profileId, viewerId, host }: GetMemberProfileQuery) {
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(host));
    return this.reader.read(profileId, viewerId, site);
  }
}
