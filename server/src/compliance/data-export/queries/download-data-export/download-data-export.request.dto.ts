import { IsUUID } from 'class-validator';

export class DownloadDataExportRequestDto {
  @IsUUID('all', { message: 'dataExport.invalid_id' })
  id: string;
}
