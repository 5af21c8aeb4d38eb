import type { MessageKey, MessageParams } from '../i18n/messages';

/**
 * A failure the client should see: a stable code, an HTTP status and a message key translated
 * into the requester's language by the exception filter.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly fields?: Record<string, MessageKey>,
    /** More of the answer, as is (e.g. `suggestions` next to the field errors). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
  }

  static badRequest(code: string, messageKey: MessageKey, params?: MessageParams): ApiError {
    return new ApiError(400, code, messageKey, params);
  }

  /** A 400 about one form field: the message, and the same message under the field's name. */
  static invalidField(field: string, code: string, messageKey: MessageKey): ApiError {
    return new ApiError(400, code, messageKey, {}, { [field]: messageKey });
  }

  static notFound(code: string, messageKey: MessageKey = 'errors.not_found'): ApiError {
    return new ApiError(404, code, messageKey);
  }

  static authenticationRequired(): ApiError {
    return new ApiError(403, 'authentication_required', 'errors.authentication_required');
  }
}
