import { Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { AutoLikeResponse } from './auto-like.response';
import { GetAutoLikeQuery } from './get-auto-like.query';

@MemberApi()
export class AutoLikeHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('auto-like.php')
  @Header('Cache-Control', 'no-store')
  autoLike(@MemberId() memberId: number): Promise<AutoLikeResponse> {
    return this.queryBus.execute(new GetAutoLikeQuery(memberId));
  }
}
