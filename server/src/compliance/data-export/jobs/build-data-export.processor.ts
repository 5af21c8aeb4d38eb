import { OnQueueFailed, Process, Processor } from '@nestjs/bull';
import { Inject, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Job } from 'bull';
import { ExportBillingDataQuery } from '../../../billing/billing.contracts';
import { ExportAccountDataQuery } from '../../../identity/identity.contracts';
import { ExportLikesDataQuery } from '../../../matching/matching.contracts';
import { ExportMessagesDataQuery } from '../../../messaging/messaging.contracts';
import {
  ExportNotificationDataQuery,
  NotifyByMailCommand,
} from '../../../notifications/notifications.contracts';
import { ExportProfileDataQuery } from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import type { MemberDataPart } from '../../../shared/data-export/member-data-part';
import { MediaFiles } from '../../../shared/images/media-files';
import { QUEUES } from '../../../shared/queues/queue-names';
import { FiledComplaintsReader } from '../database/complaints-data-export';
import { DataExportsRepository } from '../database/data-exports.repository';
import { EXPORT_VALID_DAYS } from '../domain/data-export-rules';
import { zipMemberData } from '../domain/member-archive';

export const BUILD_DATA_EXPORT_JOB = 'build';

export interface BuildDataExportJob {
  exportId: string;
}

/**
 * Builds a requested export: every module's part of the member's data through its contracts' query,
 * the complaints compliance keeps, the media files; one ZIP stored with the export; then the member is
 * mailed the link (once per export: the mail's dedupe key). An export no longer pending (erased,
 * already built) is left alone, so a retried or repeated job does nothing twice.
 */
@Processor(QUEUES.dataExport)
export class BuildDataExportProcessor {
  private readonly logger = new Logger('DataExport');

  constructor(
    private readonly exports: DataExportsRepository,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    private readonly media: MediaFiles,
    private readonly complaints: FiledComplaintsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Process(BUILD_DATA_EXPORT_JOB)
  async build(job: Pick<Job<BuildDataExportJob>, 'data'>): Promise<{ built: boolean }> {
    const found = await this.exports.find(job.data.exportId);
    if (!found || found.status !== 'pending') return { built: false };
    const memberId = found.account_id;
    const parts: MemberDataPart[] = await Promise.all([
      this.queryBus.execute(new ExportAccountDataQuery(memberId)),
      this.queryBus.execute(new ExportProfileDataQuery(memberId)),
      this.queryBus.execute(new ExportLikesDataQuery(memberId)),
      this.queryBus.execute(new ExportMessagesDataQuery(memberId)),
      this.queryBus.execute(new ExportBillingDataQuery(memberId)),
      this.queryBus.execute(new ExportNotificationDataQuery(memberId)),
    ]);
    parts.push({ documents: { 'complaints.json': await this.complaints.read(memberId) } });
    const documents = Object.assign({}, ...parts.map((part) => part.documents)) as Record<string, unknown>;
    const media: Record<string, Uint8Array> = {};
    for (const part of parts) {
      for (const [path, name] of Object.entries(part.media ?? {})) {
        const bytes = await this.media.read(name);
        if (bytes) media[path] = bytes;
      }
    }
    const stored = await this.exports.complete(found.id, zipMemberData(documents, media, this.clock.now()));
    if (!stored) return { built: false };
    const profile = documents['profile.json'] as { name?: string } | null;
    await this.commandBus.execute(
      new NotifyByMailCommand(
        memberId,
        'account',
        'data-export-ready',
        { name: profile?.name ?? '', days: EXPORT_VALID_DAYS, downloadPath: `/settings?export=${found.id}` },
        `data-export:${found.id}`,
      ),
    );
    return { built: true };
  }

  /** Out of retries: the export is failed, so the member sees it and may ask again. */
  @OnQueueFailed()
  async failed(job: Job<BuildDataExportJob>, error: Error): Promise<void> {
    this.logger.error(`export ${job.data.exportId}: ${error.message}`);
    if (job.attemptsMade >= (job.opts.attempts ?? 1)) await this.exports.fail(job.data.exportId);
  }
}
