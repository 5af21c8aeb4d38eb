import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';

/**
 * A text field of at most `maxLength` characters; anything else (not a string, too long) is refused
 * with the one message `messageKey` (a key of the spec's wording).
 */
export function TextOf(maxLength: number, messageKey?: string): PropertyDecorator {
  const options = messageKey ? { message: messageKey } : {};
  return applyDecorators(IsString(options), MaxLength(maxLength, options));
}
