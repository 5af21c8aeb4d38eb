import { IsId } from '../../../shared/http/ids';
import { Omittable } from '../../../shared/http/omittable.decorator';

/** GET /api/messages.php `?conversation_id=` or `?member_id=`, and `before` (a message id) for older ones. */
export class ListMessagesRequestDto {
  @Omittable()
  @IsId('messaging.conversation_not_found')
  conversation_id?: number;

  @Omittable()
  @IsId('profiles.member_not_found')
  member_id?: number;

  @Omittable()
  @IsId('errors.invalid_query')
  before?: number;
}
