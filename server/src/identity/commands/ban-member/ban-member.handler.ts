import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { AccountModerationRepository } from '../../database/account-moderation.repository';
import { BanMemberCommand } from './ban-member.command';

export const memberNotFound = (): ApiError =>
  ApiError.notFound('member_not_found', 'identity.member_not_found');

@CommandHandler(BanMemberCommand)
export class BanMemberHandler implements ICommandHandler<BanMemberCommand> {
  constructor(private readonly moderation: AccountModerationRepository) {}

  async execute({ accountId, actor }: BanMemberCommand): Promise<{ changed: boolean }> {
    const outcome = await this.moderation.ban(accountId, actor);
    if (!outcome) throw memberNotFound();
    return outcome;
  }
}
