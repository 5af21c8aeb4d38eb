import { Command } from '@nestjs/cqrs';

/** DELETE /api/push-subscriptions.php `{id}`: the member's device gets no more pushes. */
export class RemovePushDeviceCommand extends Command<void> {
  constructor(
    readonly memberId: number,
    readonly deviceId: unknown,
  ) {
    super();
  }
}
