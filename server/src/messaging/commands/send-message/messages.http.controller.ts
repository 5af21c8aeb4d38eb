import { Body, Post, Query, Res, UploadedFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiError } from '../../../shared/errors/api-error';
import { AcceptsBody } from '../../../shared/http/accepts-body.decorator';
import { BusController } from '../../../shared/http/bus-controller';
import { FileUpload } from '../../../shared/http/file-upload.decorator';
import { GetNoStore } from '../../../shared/http/get-no-store.decorator';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { type Locale } from '../../../shared/i18n/messages';
import { RequestLocale } from '../../../shared/i18n/request-locale';
import { ListMessagesQuery } from '../../queries/list-messages/list-messages.query';
import { ListMessagesRequestDto } from '../../queries/list-messages/list-messages.request.dto';
import { MessagesResponse } from '../../queries/list-messages/messages.response';
import { SendMessageCommand } from './send-message.command';
import { contentOf, SendMessageRequestDto, targetOf } from './send-message.request.dto';
import { SendMessageResponse } from './send-message.response';

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** messages.php: a page of a conversation (GET) and sending a message (POST). */
@MemberApi()
export class MessagesHttpController extends BusController {
  @GetNoStore('messages.php')
  list(
    @MemberId() memberId: number,
    @Query() query: ListMessagesRequestDto,
    @RequestLocale() locale: Locale,
  ): Promise<MessagesResponse> {
    return this.queryBus.execute(
      new ListMessagesQuery(memberId, targetOf(query), query.before ?? null, locale),
    );
  }

  /** 201 with the message; 200 when this `client_id` was sent before (the same message, no second charge). */
  @Post('messages.php')
  @AcceptsBody('json', 'multipart')
  @FileUpload('photo', MAX_PHOTO_BYTES)
  async send(
    @MemberId() memberId: number,
    @Body() body: SendMessageRequestDto,
    @UploadedFile() photo: { buffer: Buffer } | undefined,
    @RequestLocale() locale: Locale,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SendMessageResponse> {
    if (photo && !photo.buffer.length) throw ApiError.badRequest('photo_invalid', 'errors.photo_invalid');
    const sent = await this.commandBus.execute(
      new SendMessageCommand(
        memberId,
        targetOf(body),
        body.client_id,
        contentOf(body, photo?.buffer),
        locale,
      ),
    );
    if (!sent.created) response.status(200);
    return { message: sent.message, conversation: { id: sent.conversationId }, credits: sent.credits };
  }
}
