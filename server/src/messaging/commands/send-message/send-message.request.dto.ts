import { IsString, Matches } from 'class-validator';
import { ApiError } from '../../../shared/errors/api-error';
import { IsId } from '../../../shared/http/ids';
import { Omittable } from '../../../shared/http/omittable.decorator';
import { CLIENT_ID } from '../../domain/messaging-rules';
import type { MessageContent, MessageTarget } from './send-message.command';

/**
 * POST /api/messages.php, JSON or multipart (with a `photo` file): to `member_id` or `conversation_id`
 * (one of them), `client_id` (the app's id of this send, the same on a retry), and one of `text`,
 * `gift_id` or the photo.
 */
export class SendMessageRequestDto {
  @Omittable()
  @IsId('profiles.member_not_found')
  member_id?: number;

  @Omittable()
  @IsId('messaging.conversation_not_found')
  conversation_id?: number;

  /** 1 to 64 letters, digits, `-` or `_` (a UUID fits). */
  @IsString({ message: 'errors.bad_request' })
  @Matches(CLIENT_ID, { message: 'errors.bad_request' })
  client_id: string;

  /** At most the site's `message_length` characters (checked by the send, which knows the site). */
  @Omittable()
  @IsString({ message: 'messaging.message_empty' })
  text?: string;

  @Omittable()
  @IsId('messaging.gift_not_found')
  gift_id?: number;
}

/** The one target of the send: a member or a conversation (400 for both or neither). */
export function targetOf(body: { member_id?: number; conversation_id?: number }): MessageTarget {
  if ((body.member_id === undefined) === (body.conversation_id === undefined)) {
    throw ApiError.badRequest('choose_recipient', 'messaging.choose_recipient');
  }
  return body.member_id !== undefined
    ? { memberId: body.member_id }
    : { conversationId: body.conversation_id! };
}

/** The one content of the send: a text, a gift or a photo (400 for more than one or none). */
export function contentOf(body: SendMessageRequestDto, photo: Buffer | undefined): MessageContent {
  const given = [body.text !== undefined, body.gift_id !== undefined, photo !== undefined].filter(Boolean);
  if (given.length !== 1) throw ApiError.badRequest('choose_content', 'messaging.choose_content');
  if (body.text !== undefined) return { kind: 'text', text: body.text };
  if (body.gift_id !== undefined) return { kind: 'gift', giftId: body.gift_id };
  return { kind: 'photo', file: photo! };
}
