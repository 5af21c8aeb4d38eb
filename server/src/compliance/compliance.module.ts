import { Module } from '@nestjs/common';
import { AssignComplaintHandler } from './commands/assign-complaint/assign-complaint.handler';
import { CloseComplaintHandler } from './commands/close-complaint/close-complaint.handler';
import { CreateComplaintHandler } from './commands/create-complaint/create-complaint.handler';
import { FileComplaintHandler } from './commands/file-complaint/file-complaint.handler';
import { ReportMemberHandler } from './commands/report-member/report-member.handler';
import { ReportMemberHttpController } from './commands/report-member/report-member.http.controller';
import { ComplaintsRepository } from './database/complaints.repository';
import { ListComplaintsHandler } from './queries/admin/list-complaints.handler';
import { ComplaintsHttpController } from './queries/list-own-complaints/complaints.http.controller';
import {
  GetOwnComplaintHandler,
  ListOwnComplaintsHandler,
} from './queries/list-own-complaints/list-own-complaints.handler';
import { DataExportModule } from './data-export/data-export.module';
import { ListMemberReportsHandler } from './queries/list-member-reports/list-member-reports.handler';
import { MemberReportsReader } from './database/member-reports.reader';

/**
 * Complaints: members file them on /complaints or report a profile or chat, and follow their own;
 * moderators list, assign, resolve and dismiss them (through the admin module, audited); members'
 * data export (data-export/).
 */
@Module({
  imports: [DataExportModule],
  controllers: [ReportMemberHttpController, ComplaintsHttpController],
  providers: [
    ComplaintsRepository,
    CreateComplaintHandler,
    ReportMemberHandler,
    FileComplaintHandler,
    ListOwnComplaintsHandler,
    GetOwnComplaintHandler,
    ListComplaintsHandler,
    AssignComplaintHandler,
    CloseComplaintHandler,
    ListMemberReportsHandler,
    MemberReportsReader,
  ],
})
export class ComplianceModule {}
