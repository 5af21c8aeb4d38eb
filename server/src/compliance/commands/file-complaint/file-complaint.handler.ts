import { CommandBus, CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { GetChatMessageQuery } from '../../../messaging/messaging.contracts';
import { GetProfileSummaryQuery } from '../../../profiles/profiles.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { RateLimiter, type RateLimit } from '../../../shared/http/rate-limiter';
import { CreateComplaintCommand } from '../../compliance.contracts';
import { isComplaintTarget } from '../complaint-target';
import { FileComplaintCommand } from './file-complaint.command';

/** How many complaints a member may file on /complaints a day (an atomic Redis counter). */
export const COMPLAINTS_PER_DAY: RateLimit = {
  name: 'complaint',
  max: 10,
  windowSeconds: 24 * 60 * 60,
  error: { code: 'complaint_limit_reached', message: 'compliance.complaint_limit_reached' },
};

@CommandHandler(FileComplaintCommand)
export class FileComplaintHandler implements ICommandHandler<FileComplaintCommand> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute(filed: FileComplaintCommand): Promise<{ id: number }> {
    if (filed.memberId === filed.reporterId) {
      throw ApiError.invalidField(
        'member_id',
        'cannot_complain_about_self',
        'compliance.cannot_complain_about_self',
      );
    }
    const target = (await isComplaintTarget(this.queryBus, filed.reporterId, filed.memberId))
      ? await this.queryBus.execute(new GetProfileSummaryQuery(filed.memberId, ''))
      : null;
    if (!target) {
      throw new ApiError(
        404,
        'member_not_found',
        'profiles.member_not_found',
        {},
        {
          member_id: 'profiles.member_not_found',
        },
      );
    }
    const messageText = filed.messageId === null ? null : await this.receivedMessage(filed);
    // Counted only once the complaint is valid, so a mistake does not use up the day's complaints.
    await this.rateLimiter.consume(COMPLAINTS_PER_DAY, String(filed.reporterId));
    return this.commandBus.execute(
      new CreateComplaintCommand({
        reporterId: filed.reporterId,
        targetProfileId: filed.memberId,
        targetPhotoId: null,
        targetMessageId: filed.messageId,
        messageText,
        targetName: target.name,
        reason: filed.reason,
        remarks: filed.text.trim(),
        source: 'form',
      }),
    );
  }

  /** The text of the message when the member concerned sent it to the reporter; 404 otherwise. */
  private async receivedMessage({ messageId, reporterId, memberId }: FileComplaintCommand): Promise<string> {
    const [received, sent] = await Promise.all([
      this.queryBus.execute(new GetChatMessageQuery(messageId!, reporterId)),
      this.queryBus.execute(new GetChatMessageQuery(messageId!, memberId)),
    ]);
    if (!received || received.mine || !sent?.mine) {
      throw new ApiError(
        404,
        'message_not_found',
        'compliance.message_not_found',
        {},
        {
          message_id: 'compliance.message_not_found',
        },
      );
    }
    return received.text;
  }
}
