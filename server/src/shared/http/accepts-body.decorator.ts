import { SetMetadata } from '@nestjs/common';

export const ACCEPTS_BODY = 'kindred:accepts-body';

/** `json`: the default; `form`: an HTML form or a provider's webhook; `multipart`: a file upload. */
export type BodyKind = 'json' | 'form' | 'multipart';

/** The kinds of request body a write accepts, when it is not JSON alone (see RequestBodyGuard). */
export const AcceptsBody = (...kinds: BodyKind[]) => SetMetadata(ACCEPTS_BODY, kinds);
