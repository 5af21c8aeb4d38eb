import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CreateComplaintCommand } from '../../compliance.contracts';
import { ComplaintEntity } from '../../database/complaint.entity';

@CommandHandler(CreateComplaintCommand)
export class CreateComplaintHandler implements ICommandHandler<CreateComplaintCommand, { id: number }> {
  constructor(@InjectRepository(ComplaintEntity) private readonly complaints: Repository<ComplaintEntity>) {}

  async execute({ complaint }: CreateComplaintCommand): Promise<{ id: number }> {
    const saved = await this.complaints.save(
      this.complaints.create({
        reporterId: complaint.reporterId,
        targetProfileId: complaint.targetProfileId,
        targetPhotoId: complaint.targetPhotoId,
        reason: complaint.reason,
        remarks: complaint.remarks,
        status: 'open',
      }),
    );
    return { id: saved.id };
  }
}
