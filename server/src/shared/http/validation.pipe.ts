import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ApiError } from '../errors/api-error';
import { isMessageKey, type MessageKey } from '../i18n/messages';

/** Messages that say only that something is not valid: their code is `validation_failed`. */
const GENERIC = new Set<MessageKey>(['errors.validation_failed', 'errors.invalid_query']);

/** The DTO's failures, until the pipe knows whether they came from the query string or the body. */
class InputRefused extends Error {
  constructor(readonly errors: ValidationError[]) {
    super('validation failed');
  }

  /**
   * A 400 naming each field: a decorator's `message` may be a server message key
   * (`{ message: 'errors.invalid_domain' }`); a field without one gets `fallback`. The first failing
   * field's message becomes the response message.
   */
  toApiError(fallback: MessageKey): ApiError {
    const fields: Record<string, MessageKey> = {};
    for (const error of this.errors) fields[error.property] = ownMessageKeyOf(error) ?? fallback;
    const first = this.errors[0];
    const own = first && ownMessageKeyOf(first);
    const key = own ?? (first ? fallback : 'errors.validation_failed');
    const code = own && !GENERIC.has(own) ? own.slice(own.indexOf('.') + 1) : 'validation_failed';
    return new ApiError(400, code, key, { name: first?.property ?? '' }, fields);
  }
}

/**
 * DTO validation: unknown fields stripped, failures become a 400 naming each field. A field refused
 * without a message of its own is "the query parameter … is not valid" in a query string and "the field
 * … is not valid" in a body.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return (await super.transform(value, metadata)) as unknown;
    } catch (error) {
      if (!(error instanceof InputRefused)) throw error;
      throw error.toApiError(metadata.type === 'query' ? 'errors.invalid_query' : 'errors.invalid_field');
    }
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    transform: true,
    exceptionFactory: (errors: ValidationError[]) => new InputRefused(errors),
  });
}

/** The server message key a decorator gave as its `message`, if any. */
function ownMessageKeyOf(error: ValidationError): MessageKey | undefined {
  const candidate = Object.values(error.constraints ?? {})[0];
  return candidate && isMessageKey(candidate) ? candidate : undefined;
}
