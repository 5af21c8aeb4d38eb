import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditTrail } from '../../../shared/audit/audit-trail';
import { ApiError } from '../../../shared/errors/api-error';
import { AdminProfilesRepository } from '../../database/admin-profiles.repository';
import { SetFictionalCommand } from './set-fictional.command';

/** Under the profile's row lock, so parallel requests record one change; the audit entry commits with it. */
@CommandHandler(SetFictionalCommand)
export class SetFictionalHandler implements ICommandHandler<SetFictionalCommand> {
  constructor(
    private readonly profiles: AdminProfilesRepository,
    private readonly audit: AuditTrail,
  ) {}

  execute({ profileId, fictional, actor }: SetFictionalCommand): Promise<{ changed: boolean }> {
    return this.profiles.transaction(async (manager) => {
      const profile = await this.profiles.lockFictional(manager, profileId);
      if (!profile) throw ApiError.notFound('member_has_no_profile', 'profiles.member_has_no_profile');
      if (profile.fictional === fictional) return { changed: false };
      await this.profiles.setFictional(manager, profileId, fictional);
      await this.audit.record(manager, {
        actor,
        action: fictional ? 'members.mark_fictional' : 'members.unmark_fictional',
        resource: 'members',
        recordId: profileId,
        before: { fictional: profile.fictional },
        after: { fictional },
      });
      return { changed: true };
    });
  }
}
