import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreateComplaintCommand } from '../../compliance.contracts';
import { ComplaintsRepository } from '../../database/complaints.repository';

@CommandHandler(CreateComplaintCommand)
export class CreateComplaintHandler implements ICommandHandler<CreateComplaintCommand> {
  constructor(private readonly complaints: ComplaintsRepository) {}

  async execute({ complaint }: CreateComplaintCommand): Promise<{ id: number }> {
    return { id: await this.complaints.add(complaint) };
  }
}
