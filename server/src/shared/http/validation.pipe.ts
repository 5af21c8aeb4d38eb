import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiError } from '../errors/api-error';
import { en, type MessageKey } from '../i18n/locales/en';

/**
 * DTO validation: unknown fields stripped, failures become a 400 naming each field. A decorator's
 * `message` may be a server message key (`{ message: 'errors.invalid_domain' }`); the first failing
 * field's message becomes the response message.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => {
      const fields: Record<string, MessageKey> = {};
      for (const error of errors) fields[error.property] = messageKeyOf(error);
      const first = errors[0];
      const key = first ? messageKeyOf(first) : 'errors.validation_failed';
      const code =
        key === 'errors.validation_failed' || key === 'errors.invalid_query'
          ? 'validation_failed'
          : key.slice(key.indexOf('.') + 1);
      return new ApiError(400, code, key, { name: first?.property ?? '' }, fields);
    },
  });
}

function messageKeyOf(error: ValidationError): MessageKey {
  const candidate = Object.values(error.constraints ?? {})[0];
  return candidate && candidate in en ? (candidate as MessageKey) : 'errors.invalid_query';
}
