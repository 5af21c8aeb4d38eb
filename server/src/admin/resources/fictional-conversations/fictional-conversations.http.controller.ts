import { Body, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ClaimFictionalConversationCommand,
  FictionalClaimView,
  FictionalConversationRow,
  FictionalConversationView,
  GetFictionalConversationQuery,
  ListFictionalConversationsQuery,
  ReleaseFictionalConversationCommand,
  ReplyAsFictionalCommand,
  UpdateFictionalNotesCommand,
} from '../../../messaging/messaging.contracts';
import { answerList } from '../../../shared/admin-list/list-request';
import { ApiError } from '../../../shared/errors/api-error';
import { BusController } from '../../../shared/http/bus-controller';
import { parseId } from '../../../shared/http/ids';
import { OkResponse } from '../../../shared/http/ok.response';
import { PostAction } from '../../../shared/http/post-action.decorator';
import type { Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';
import { AdminApi } from '../../auth/admin-auth.guard';
import { auditActor, CurrentAdmin, type CurrentAdminSession } from '../../auth/current-admin.decorator';
import { FictionalNotesRequestDto, FictionalReplyRequestDto } from './fictional-reply.request.dto';
import { FictionalNotesResponse, FictionalReplyResponse } from './fictional-conversations.response';

const RESOURCE = 'fictional_conversations';

/** The conversation id of the URL; 404 when it cannot be one. */
function conversationId(id: string): number {
  const parsed = parseId(id);
  if (parsed === null) throw ApiError.notFound('conversation_not_found', 'messaging.conversation_not_found');
  return parsed;
}

/**
 * Conversations of fictional profiles for chat agents (issue 14 §4): the queue, one conversation, the
 * claim, the answer as the profile and the profile's notes. No answer carries a member's e-mail,
 * payments or other conversations.
 */
@AdminApi('chat_agent')
export class FictionalConversationsHttpController extends BusController {
  @Get(RESOURCE)
  @ApiOkResponse({ type: [FictionalConversationRow] })
  list(
    @Query() query: Record<string, unknown>,
    @CurrentAdmin() admin: CurrentAdminSession,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FictionalConversationRow[]> {
    return answerList(RESOURCE, query, response, (params) =>
      this.queryBus.execute(new ListFictionalConversationsQuery(params, admin.id)),
    );
  }

  @Get(`${RESOURCE}/:id`)
  one(
    @Param('id') id: string,
    @CurrentAdmin() admin: CurrentAdminSession,
    @RequestLocale() locale: Locale,
  ): Promise<FictionalConversationView> {
    return this.queryBus.execute(new GetFictionalConversationQuery(conversationId(id), admin.id, locale));
  }

  /** Takes the conversation for 10 minutes (renews the agent's own hold); 409 while another agent holds it. */
  @PostAction(`${RESOURCE}/:id/claim`)
  claim(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminSession): Promise<FictionalClaimView> {
    return this.commandBus.execute(
      new ClaimFictionalConversationCommand(conversationId(id), auditActor(admin)),
    );
  }

  @PostAction(`${RESOURCE}/:id/release`)
  release(@Param('id') id: string, @CurrentAdmin() admin: CurrentAdminSession): Promise<OkResponse> {
    return this.done(new ReleaseFictionalConversationCommand(conversationId(id), auditActor(admin)));
  }

  /** 201 with the message; 200 when this `client_id` was sent before (the same message, once). */
  @Post(`${RESOURCE}/:id/messages`)
  async reply(
    @Param('id') id: string,
    @Body() body: FictionalReplyRequestDto,
    @CurrentAdmin() admin: CurrentAdminSession,
    @RequestLocale() locale: Locale,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FictionalReplyResponse> {
    const sent = await this.commandBus.execute(
      new ReplyAsFictionalCommand(conversationId(id), body.client_id, body.text, auditActor(admin), locale),
    );
    if (!sent.created) response.status(200);
    return { message: sent.message };
  }

  @Put(`${RESOURCE}/:id/notes`)
  notes(
    @Param('id') id: string,
    @Body() body: FictionalNotesRequestDto,
    @CurrentAdmin() admin: CurrentAdminSession,
  ): Promise<FictionalNotesResponse> {
    return this.commandBus.execute(
      new UpdateFictionalNotesCommand(conversationId(id), body.notes, auditActor(admin)),
    );
  }
}
