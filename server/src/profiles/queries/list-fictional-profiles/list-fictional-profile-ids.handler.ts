import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FictionalProfilesReader } from '../../database/fictional-profiles.reader';
import { ListFictionalProfileIdsQuery } from './list-fictional-profile-ids.query';

@QueryHandler(ListFictionalProfileIdsQuery)
export class ListFictionalProfileIdsHandler implements IQueryHandler<ListFictionalProfileIdsQuery> {
  constructor(private readonly profiles: FictionalProfilesReader) {}

  execute(): Promise<number[]> {
    return this.profiles.ids();
  }
}
