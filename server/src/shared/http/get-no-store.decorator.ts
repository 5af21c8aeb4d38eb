import { applyDecorators, Get, Header } from '@nestjs/common';

/** A GET whose answer holds for this moment only (the session's user, likes, a search page): no cache keeps it. */
export const GetNoStore = (path: string): MethodDecorator =>
  applyDecorators(Get(path), Header('Cache-Control', 'no-store'));
