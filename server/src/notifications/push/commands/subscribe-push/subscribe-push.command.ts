import { Command } from '@nestjs/cqrs';

/**
 * Stores the browser's push subscription (`{subscription: {endpoint, keys: {p256dh, auth}}}`, checked by
 * the handler) for the member; answers the stored device's id.
 */
export class SubscribePushCommand extends Command<{ deviceId: number }> {
  constructor(
    readonly memberId: number,
    readonly body: unknown,
    readonly userAgent: string | undefined,
  ) {
    super();
  }
}
