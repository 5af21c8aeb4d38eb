import { Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { ListLikesQuery } from './list-likes.query';
import { LikesResponse } from './likes.response';

@MemberApi()
export class LikesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('likes.php')
  @Header('Cache-Control', 'no-store')
  likes(@MemberId() memberId: number): Promise<LikesResponse> {
    return this.queryBus.execute(new ListLikesQuery(memberId));
  }
}
