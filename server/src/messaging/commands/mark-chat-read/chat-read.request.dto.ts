import { IsId } from '../../../shared/http/ids';

/** POST /api/chat-read.php `{id}`: the conversation opened. */
export class ChatReadRequestDto {
  @IsId('messaging.conversation_not_found')
  id: number;
}
