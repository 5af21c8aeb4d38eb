import { IsId } from '../../../shared/http/ids';

/** POST and DELETE /api/block.php: the member blocked or unblocked. */
export class BlockMemberRequestDto {
  @IsId('profiles.member_not_found')
  id: number;
}
