import { Body } from '@nestjs/common';
import { BusController } from '../../../shared/http/bus-controller';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { PostAction } from '../../../shared/http/post-action.decorator';
import { ChatReadRequestDto } from './chat-read.request.dto';
import { ChatReadResponse } from './chat-read.response';
import { MarkChatReadCommand } from './mark-chat-read.command';

/** chat-read.php: the member opened a conversation (SPEC §4: its unread count becomes 0). */
@MemberApi()
export class ChatReadHttpController extends BusController {
  @PostAction('chat-read.php')
  async read(@MemberId() memberId: number, @Body() body: ChatReadRequestDto): Promise<ChatReadResponse> {
    const unread = await this.commandBus.execute(new MarkChatReadCommand(memberId, body.id));
    return { ok: true, unread };
  }
}
