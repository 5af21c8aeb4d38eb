import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { FindProfilePhotoQuery } from '../../../profiles/profiles.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { CreateComplaintCommand } from '../../compliance.contracts';
import { isComplaintTarget } from '../complaint-target';
import { ReportMemberCommand } from './report-member.command';

const REPORTS_PER_MEMBER = { name: 'report', max: 30, windowSeconds: 24 * 60 * 60 };

@CommandHandler(ReportMemberCommand)
export class ReportMemberHandler implements ICommandHandler<ReportMemberCommand> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute(report: ReportMemberCommand): Promise<{ id: number }> {
    const found = await this.queryBus.execute(new FindProfilePhotoQuery(report.profileId, report.photoId));
    if (
      !found.profile ||
      report.profileId === report.reporterId ||
      !(await isComplaintTarget(this.queryBus, report.reporterId, report.profileId))
    ) {
      throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    }
    if (report.photoId !== null && !found.photo) {
      throw ApiError.notFound('photo_not_found', 'profiles.photo_not_found');
    }
    await this.rateLimiter.consume(REPORTS_PER_MEMBER, String(report.reporterId));
    return this.commandBus.execute(
      new CreateComplaintCommand({
        reporterId: report.reporterId,
        targetProfileId: report.profileId,
        targetPhotoId: report.photoId,
        reason: report.reason,
        remarks: report.remarks.trim(),
      }),
    );
  }
}
