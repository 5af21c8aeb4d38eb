import { InjectQueue } from '@nestjs/bull';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Queue } from 'bull';
import { QUEUES } from '../queues/queue-names';
import { SEND_EMAIL_JOB } from './mail.processor';
import { SendEmailCommand } from './send-email.command';

@CommandHandler(SendEmailCommand)
export class SendEmailHandler implements ICommandHandler<SendEmailCommand> {
  constructor(@InjectQueue(QUEUES.mail) private readonly mail: Queue) {}

  async execute(command: SendEmailCommand): Promise<{ jobId: string }> {
    const job = await this.mail.add(SEND_EMAIL_JOB, command.message, {
      ...(command.options.jobId ? { jobId: command.options.jobId } : {}),
    });
    return { jobId: String(job.id) };
  }
}
