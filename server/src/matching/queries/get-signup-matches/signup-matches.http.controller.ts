import { Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { GetSignupMatchesQuery } from './get-signup-matches.query';
import { SignupMatchesResponse } from './signup-matches.response';

@MemberApi()
export class SignupMatchesHttpController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('signup-matches.php')
  @Header('Cache-Control', 'no-store')
  signupMatches(@MemberId() memberId: number): Promise<SignupMatchesResponse> {
    return this.queryBus.execute(new GetSignupMatchesQuery(memberId));
  }
}
