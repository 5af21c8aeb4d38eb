import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NewMembersNearbyReader } from '../../database/new-members-nearby.reader';
import { CountNewMembersNearbyQuery } from './count-new-members-nearby.query';

@QueryHandler(CountNewMembersNearbyQuery)
export class CountNewMembersNearbyHandler implements IQueryHandler<CountNewMembersNearbyQuery> {
  constructor(private readonly reader: NewMembersNearbyReader) {}

  execute({ memberIds, since, until }: CountNewMembersNearbyQuery): Promise<Record<number, number>> {
    return this.reader.counts(memberIds, since, until);
  }
}
