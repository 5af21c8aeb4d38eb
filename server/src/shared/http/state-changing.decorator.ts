import { SetMetadata } from '@nestjs/common';

export const STATE_CHANGING = 'kindred:state-changing';

/**
 * For the few GET calls the spec keeps although they change state (logout, geocode): a cross-site link
 * or image could otherwise fire them with the member's cookie, so they need the client header too.
 */
export const StateChanging = () => SetMetadata(STATE_CHANGING, true);
