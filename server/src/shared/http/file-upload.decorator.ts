import { type CanActivate, type ExecutionContext, UseGuards } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { EMPTY } from 'rxjs';

/**
 * Reads one uploaded file of a multipart body into `@UploadedFile()`, exactly as Nest's FileInterceptor
 * does (same multer, limits and errors: 413 past `maxBytes`), but from a guard, and only for a multipart
 * body. An interceptor on a route puts every request to it through Nest's rxjs interceptor pipeline; on
 * messages.php, whose sends are nearly all JSON, that cost about 4 % of the server's CPU a message
 * (CPU profile at 300 messages a second). Guards run in the place the interceptor did: after the
 * global ones (session, CSRF, body kind), before the pipes.
 */
export function FileUpload(field: string, maxBytes: number): MethodDecorator {
  return UseGuards(new MultipartFileGuard(field, maxBytes));
}

class MultipartFileGuard implements CanActivate {
  private readonly upload;

  constructor(field: string, maxBytes: number) {
    const Interceptor = FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1 } });
    this.upload = new Interceptor();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!context.switchToHttp().getRequest<Request>().is('multipart/form-data')) return true;
    // The interceptor parses the body before it hands on; what it hands on to is nothing here.
    await this.upload.intercept(context, { handle: () => EMPTY });
    return true;
  }
}
