import { SetMetadata } from '@nestjs/common';

export const SKIP_CSRF = 'kindred:skip-csrf';

/** For calls a browser cannot add headers to (beacons) or that come from servers (signed webhooks). */
export const SkipCsrf = () => SetMetadata(SKIP_CSRF, true);
