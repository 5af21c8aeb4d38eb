import { Command } from '@nestjs/cqrs';

/**
 * PUT /api/push-subscriptions.php: `{show_message_text}` and/or `{id, enabled}` (one of the member's
 * devices on or off), checked by the handler.
 */
export class UpdatePushSettingsCommand extends Command<void> {
  constructor(
    readonly memberId: number,
    readonly body: unknown,
  ) {
    super();
  }
}
