import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { siteSettingsQuery } from '../../../site/site.contracts';
import { GetMemberProfileQuery } from './get-member-profile.query';
import { MemberProfileReader } from './member-profile.reader';

@QueryHandler(GetMemberProfileQuery)
export class GetMemberProfileHandler implements IQueryHandler<GetMemberProfileQuery> {
  constructor(
    private readonly reader: MemberProfileReader,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ profileId, viewerId, site }: GetMemberProfileQuery) {
    const settings = await this.queryBus.execute(siteSettingsQuery(site));
    return this.reader.read(profileId, viewerId, settings);
  }
}
