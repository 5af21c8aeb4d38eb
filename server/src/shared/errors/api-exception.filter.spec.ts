import { type ArgumentsHost, InternalServerErrorException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ClientOfflineError } from 'redis';
import { ApiExceptionFilter } from './api-exception.filter';

function hostFor(originalUrl: string): { host: ArgumentsHost; response: Record<string, jest.Mock> } {
  const request = { method: 'GET', originalUrl, headers: {}, cookies: {} } as unknown as Request;
  const response: Record<string, jest.Mock> = {};
  for (const method of ['type', 'status', 'setHeader', 'json']) response[method] = jest.fn(() => response);
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response as unknown as Response }),
  } as unknown as ArgumentsHost;
  return { host, response };
}

describe('ApiExceptionFilter', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a failure with the path but never the query, where one-time tokens travel', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { host, response } = hostFor('/api/activate.php?token=secret-activation-token&x=1');
    new ApiExceptionFilter().catch(new Error('boom'), host);
    expect(response.status).toHaveBeenCalledWith(500);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toBe('GET /api/activate.php');
    expect(JSON.stringify(error.mock.calls)).not.toContain('secret-activation-token');

    const { host: other } = hostFor('/api/unsubscribe.php?t=secret-unsubscribe-token');
    new ApiExceptionFilter().catch(new InternalServerErrorException(), other);
    expect(error.mock.calls[1]![0]).toBe('GET /api/unsubscribe.php');
  });

  it('logs an outage with the path but never the query', () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { host, response } = hostFor('/api/reactivate.php?token=secret-reactivation-token');
    new ApiExceptionFilter().catch(new ClientOfflineError(), host);
    expect(response.status).toHaveBeenCalledWith(503);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^GET \/api\/reactivate\.php: /);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-reactivation-token');
  });
});
