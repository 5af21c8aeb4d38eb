import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateComplaintHandler } from './commands/create-complaint/create-complaint.handler';
import { ComplaintEntity } from './database/complaint.entity';

/** Complaints now; age rules, audit log and data export arrive with their issues. */
@Module({
  imports: [TypeOrmModule.forFeature([ComplaintEntity])],
  providers: [CreateComplaintHandler],
})
export class ComplianceModule {}
