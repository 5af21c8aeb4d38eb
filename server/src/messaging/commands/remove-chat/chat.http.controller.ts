import { Body, Delete } from '@nestjs/common';
import { ApiError } from '../../../shared/errors/api-error';
import { BusController } from '../../../shared/http/bus-controller';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { OkResponse } from '../../../shared/http/ok.response';
import { RemoveChatCommand } from './remove-chat.command';
import { RemoveChatRequestDto } from './remove-chat.request.dto';

/** chat.php: DELETE removes a conversation from the member's list (the other member keeps it). */
@MemberApi()
export class ChatHttpController extends BusController {
  @Delete('chat.php')
  remove(@MemberId() memberId: number, @Body() body: RemoveChatRequestDto): Promise<OkResponse> {
    if ((body.id === undefined) === (body.profile_id === undefined)) {
      throw ApiError.badRequest('choose_recipient', 'messaging.choose_recipient');
    }
    const which = body.id !== undefined ? { conversationId: body.id } : { profileId: body.profile_id! };
    return this.done(new RemoveChatCommand(memberId, which));
  }
}
