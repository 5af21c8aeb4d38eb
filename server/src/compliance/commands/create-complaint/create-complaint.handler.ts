import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetProfileSummaryQuery } from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { CreateComplaintCommand } from '../../compliance.contracts';
import { ComplaintsRepository } from '../../database/complaints.repository';

/** Files a complaint (from the /complaints form or a report), with the reported member's name as it is now. */
@CommandHandler(CreateComplaintCommand)
export class CreateComplaintHandler implements ICommandHandler<CreateComplaintCommand> {
  constructor(
    private readonly complaints: ComplaintsRepository,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ complaint }: CreateComplaintCommand): Promise<{ id: number }> {
    const targetName =
      complaint.targetName ??
      (await this.queryBus.execute(new GetProfileSummaryQuery(complaint.targetProfileId, '')))?.name ??
      '';
    const id = await this.complaints.add(
      {
        ...complaint,
        targetName: targetName.slice(0, 100),
        targetMessageId: complaint.targetMessageId ?? null,
        messageText: complaint.messageText ?? null,
        source: complaint.source ?? 'report',
      },
      this.clock.now(),
    );
    return { id };
  }
}
