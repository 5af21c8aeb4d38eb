import { IsId } from '../../../shared/http/ids';

/** `{id}`: the member liked, unliked or seen. */
export class MemberIdRequestDto {
  @IsId('profiles.member_not_found')
  id: number;
}
