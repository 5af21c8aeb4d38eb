import { IsString, Matches } from 'class-validator';

/** POST /admin/api/fictional_conversations/:id/messages: the agent's answer as the fictional profile. */
export class FictionalReplyRequestDto {
  /** The console's id of this send (the same on a retry): 1 to 64 letters, digits, `-` or `_`. */
  @IsString({ message: 'errors.bad_request' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'errors.bad_request' })
  client_id: string;

  /** At most the site's `message_length` characters (checked by the reply, which knows the site). */
  @IsString({ message: 'messaging.message_empty' })
  text: string;
}

/** PUT /admin/api/fictional_conversations/:id/notes */
export class FictionalNotesRequestDto {
  /** At most NOTES_MAX_LENGTH characters, counted as the handler counts them (not in UTF-16 units). */
  @IsString({ message: 'errors.bad_request' })
  notes: string;
}
