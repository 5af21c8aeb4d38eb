import { Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import { BusController } from '../../../../shared/http/bus-controller';
import { MemberApi, MemberId } from '../../../../shared/http/member-api';
import { DownloadDataExportQuery } from './download-data-export.query';
import { DownloadDataExportRequestDto } from './download-data-export.request.dto';

/** The ZIP file of a ready export, for the member who asked for it (their session, not the link, decides). */
@MemberApi()
export class DownloadDataExportHttpController extends BusController {
  @Get('data-export/download.php')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/zip')
  async download(
    @MemberId() memberId: number,
    @Query() query: DownloadDataExportRequestDto,
  ): Promise<StreamableFile> {
    const { archive, requestedAt } = await this.queryBus.execute(
      new DownloadDataExportQuery(memberId, query.id),
    );
    const day = requestedAt.toISOString().slice(0, 10);
    return new StreamableFile(archive, {
      type: 'application/zip',
      disposition: `attachment; filename="my-data-${day}.zip"`,
      length: archive.byteLength,
    });
  }
}
