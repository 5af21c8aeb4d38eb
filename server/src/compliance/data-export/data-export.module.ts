import { Module } from '@nestjs/common';
import { MediaFiles } from '../../shared/images/media-files';
import { DataExportHttpController } from './commands/request-data-export/data-export.http.controller';
import { RequestDataExportHandler } from './commands/request-data-export/request-data-export.handler';
import { FiledComplaintsReader } from './database/complaints-data-export';
import { DataExportsRepository } from './database/data-exports.repository';
import { EraseComplianceDataOnErasure } from './events/erase-data-exports.handler';
import { BuildDataExportProcessor } from './jobs/build-data-export.processor';
import { DropExpiredExportsSchedule } from './jobs/drop-expired-exports';
import { DownloadDataExportHandler } from './queries/download-data-export/download-data-export.handler';
import { DownloadDataExportHttpController } from './queries/download-data-export/download-data-export.http.controller';
import { GetDataExportHandler } from './queries/get-data-export/get-data-export.handler';

/**
 * The members' right of access (issue 14 §6): a member asks for a copy of their data in /settings, a job
 * gathers every module's part through its contracts into one ZIP, the member is mailed a link to
 * /settings, and the archive downloads with their session until it expires. Erasure removes it all.
 */
@Module({
  controllers: [DataExportHttpController, DownloadDataExportHttpController],
  providers: [
    MediaFiles,
    DataExportsRepository,
    FiledComplaintsReader,
    RequestDataExportHandler,
    GetDataExportHandler,
    DownloadDataExportHandler,
    BuildDataExportProcessor,
    DropExpiredExportsSchedule,
    EraseComplianceDataOnErasure,
  ],
})
export class DataExportModule {}
