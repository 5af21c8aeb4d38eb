import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type MessageKey, translate } from '../i18n/messages';
import { requestLocale } from '../i18n/request-locale';
import { ApiError } from './api-error';
import { isOutage } from './outage';

const CODE_BY_STATUS: Record<number, { code: string; key: MessageKey }> = {
  400: { code: 'bad_request', key: 'errors.bad_request' },
  401: { code: 'authentication_required', key: 'errors.authentication_required' },
  403: { code: 'forbidden', key: 'errors.forbidden' },
  404: { code: 'not_found', key: 'errors.not_found' },
  413: { code: 'payload_too_large', key: 'errors.payload_too_large' },
  429: { code: 'too_many_requests', key: 'errors.too_many_requests' },
  503: { code: 'service_unavailable', key: 'errors.service_unavailable' },
};

/** Turns every failure into `{ error, message }` in the requester's language; never leaks internals. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(thrown: unknown, host: ArgumentsHost): void {
    const exception = fromBodyParser(thrown) ?? thrown;
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    const locale = requestLocale(request);
    // A route may have set its own type (an HTML page's @Header) before failing: errors are JSON.
    response.type('application/json');

    if (exception instanceof ApiError) {
      const body: Record<string, unknown> = {
        error: exception.code,
        message: translate(locale, exception.messageKey, exception.params),
      };
      if (exception.fields) {
        body.fields = Object.fromEntries(
          Object.entries(exception.fields).map(([field, key]) => [
            field,
            translate(locale, key, exception.params),
          ]),
        );
      }
      response.status(exception.status).json({ ...exception.extra, ...body });
      return;
    }

    if (isOutage(exception)) {
      // PostgreSQL or Redis is away: say so at once; the clients come back by themselves.
      this.logger.warn(`${request.method} ${loggedPath(request)}: ${(exception as Error).message}`);
      response
        .status(503)
        .setHeader('Retry-After', '5')
        .json({ error: 'service_unavailable', message: translate(locale, 'errors.service_unavailable') });
      return;
    }

    const status = exception instanceof HttpException ? exception.getStatus() : httpStatusOf(exception);
    if (status >= 500 && status !== 503) {
      this.logger.error(`${request.method} ${loggedPath(request)}`, (exception as Error)?.stack);
      response.status(status).json({ error: 'internal_error', message: translate(locale, 'errors.generic') });
      return;
    }
    const known = CODE_BY_STATUS[status] ?? { code: 'bad_request', key: 'errors.bad_request' as MessageKey };
    response.status(status).json({ error: known.code, message: translate(locale, known.key) });
  }
}

/**
 * The request's path without its query string: one-time tokens ride in queries (activate.php?token=,
 * unsubscribe.php?t=), and a log is read by more people than those the token was mailed to.
 */
function loggedPath(request: Request): string {
  const url = request.originalUrl;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Body parser failures reach us wrapped by Nest: our own refusal from its `verify` hook, malformed
 * JSON, or an unsupported charset or encoding (415, answered as the 400 every bad input gets).
 */
function fromBodyParser(exception: unknown): ApiError | undefined {
  if (!(exception instanceof HttpException)) return undefined;
  const cause = exception.cause as { type?: unknown } | undefined;
  if (cause instanceof ApiError) return cause;
  if (cause?.type === 'entity.parse.failed')
    return ApiError.badRequest('invalid_json', 'errors.invalid_json');
  if (exception.getStatus() === 415)
    return ApiError.badRequest('unsupported_content_type', 'errors.unsupported_content_type');
  return undefined;
}

/** Errors thrown by Express middleware (body parser) carry their status on the error object. */
function httpStatusOf(exception: unknown): number {
  const status = (exception as { status?: unknown; statusCode?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
