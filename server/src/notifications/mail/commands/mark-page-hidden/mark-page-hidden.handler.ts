import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../../shared/clock/clock';
import { MemberPresence } from '../../presence/member-presence';
import { MarkPageHiddenCommand } from './mark-page-hidden.command';

@CommandHandler(MarkPageHiddenCommand)
export class MarkPageHiddenHandler implements ICommandHandler<MarkPageHiddenCommand> {
  constructor(
    private readonly presence: MemberPresence,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId }: MarkPageHiddenCommand): Promise<void> {
    await this.presence.pageHidden(memberId, this.clock.now());
  }
}
