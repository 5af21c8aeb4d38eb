import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountModerationRepository } from '../../database/account-moderation.repository';
import { memberNotFound } from '../ban-member/ban-member.handler';
import { UnbanMemberCommand } from './unban-member.command';

@CommandHandler(UnbanMemberCommand)
export class UnbanMemberHandler implements ICommandHandler<UnbanMemberCommand> {
  constructor(private readonly moderation: AccountModerationRepository) {}

  async execute({ accountId, actor }: UnbanMemberCommand): Promise<{ changed: boolean }> {
    const outcome = await this.moderation.unban(accountId, actor);
    if (!outcome) throw memberNotFound();
    return outcome;
  }
}
