import { IsId } from '../../../shared/http/ids';
import { Omittable } from '../../../shared/http/omittable.decorator';

/** DELETE /api/chat.php `{id}` (a conversation) or `{profile_id}` (every conversation with that member). */
export class RemoveChatRequestDto {
  @Omittable()
  @IsId('messaging.conversation_not_found')
  id?: number;

  @Omittable()
  @IsId('profiles.member_not_found')
  profile_id?: number;
}
