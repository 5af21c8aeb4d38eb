import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateComplaintHandler } from './commands/create-complaint/create-complaint.handler';
import { ReportMemberHandler } from './commands/report-member/report-member.handler';
import { ReportMemberHttpController } from './commands/report-member/report-member.http.controller';
import { ComplaintEntity } from './database/complaint.entity';
import { ComplaintsRepository } from './database/complaints.repository';
import { ListMemberReportsHandler } from './queries/list-member-reports/list-member-reports.handler';
import { MemberReportsReader } from './database/member-reports.reader';

/** Complaints now; age rules, audit log and data export arrive with their issues. */
@Module({
  imports: [TypeOrmModule.forFeature([ComplaintEntity])],
  controllers: [ReportMemberHttpController],
  providers: [
    ComplaintsRepository,
    CreateComplaintHandler,
    ReportMemberHandler,
    ListMemberReportsHandler,
    MemberReportsReader,
  ],
})
export class ComplianceModule {}
