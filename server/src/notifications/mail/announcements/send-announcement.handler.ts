import { InjectQueue } from '@nestjs/bull';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Queue } from 'bull';
import { ApiError } from '../../../shared/errors/api-error';
import { QUEUES } from '../../../shared/queues/queue-names';
import { SendAnnouncementCommand } from '../../notifications.contracts';
import { ANNOUNCEMENT_JOB, type AnnouncementJob } from './announcement.processor';

const CAMPAIGN = /^[A-Za-z0-9_-]{1,64}$/;

@CommandHandler(SendAnnouncementCommand)
export class SendAnnouncementHandler implements ICommandHandler<SendAnnouncementCommand> {
  constructor(@InjectQueue(QUEUES.notificationMail) private readonly queue: Queue<AnnouncementJob>) {}

  async execute(command: SendAnnouncementCommand): Promise<{ jobId: string }> {
    // An operator's input (the admin console): a 400, not a 500.
    const texts = Object.values(command.texts);
    if (
      !CAMPAIGN.test(command.campaign) ||
      !command.texts.en ||
      texts.some((text) => typeof text?.subject !== 'string' || typeof text.body !== 'string') ||
      !command.texts.en.subject.trim() ||
      !command.texts.en.body.trim()
    )
      throw ApiError.badRequest('invalid_announcement', 'errors.bad_request');
    const jobId = `announcement:${command.type}:${command.campaign}`;
    await this.queue.add(
      ANNOUNCEMENT_JOB,
      { type: command.type, campaign: command.campaign, siteId: command.siteId, texts: command.texts },
      { jobId },
    );
    return { jobId };
  }
}
