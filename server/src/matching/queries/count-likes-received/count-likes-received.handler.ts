import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LikesReceivedReader } from '../../database/likes-received.reader';
import { CountLikesReceivedQuery } from './count-likes-received.query';

@QueryHandler(CountLikesReceivedQuery)
export class CountLikesReceivedHandler implements IQueryHandler<CountLikesReceivedQuery> {
  constructor(private readonly reader: LikesReceivedReader) {}

  execute({ memberIds, since, until }: CountLikesReceivedQuery): Promise<Record<number, number>> {
    return this.reader.counts(memberIds, since, until);
  }
}
