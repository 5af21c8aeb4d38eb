import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { GetSignupMatchesQuery } from './get-signup-matches.query';
import { SignupMatchesResponse } from './signup-matches.response';
import { BusController } from '../../../shared/http/bus-controller';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';

@MemberApi()
export class SignupMatchesHttpController extends BusController {
  @GetNoStore('signup-matches.php')
  signupMatches(@MemberId() memberId: number): Promise<SignupMatchesResponse> {
    return this.queryBus.execute(new GetSignupMatchesQuery(memberId));
  }
}
