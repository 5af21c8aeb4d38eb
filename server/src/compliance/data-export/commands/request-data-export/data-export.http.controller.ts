import { RequestDataExportCommand } from './request-data-export.command';
import { GetDataExportQuery } from '../../queries/get-data-export/get-data-export.query';
import { DataExportResponse } from '../../queries/get-data-export/data-export.response';
import { BusController } from '../../../../shared/http/bus-controller';
import { GetNoStore } from '../../../../shared/http/get-no-store.decorator';
import { MemberApi, MemberId } from '../../../../shared/http/member-api';
import { PostAction } from '../../../../shared/http/post-action.decorator';

/** The member's copy of their data (/settings): its state, and a request for a new one. */
@MemberApi()
export class DataExportHttpController extends BusController {
  @GetNoStore('data-export.php')
  state(@MemberId() memberId: number): Promise<DataExportResponse> {
    return this.queryBus.execute(new GetDataExportQuery(memberId));
  }

  @PostAction('data-export.php')
  request(@MemberId() memberId: number): Promise<DataExportResponse> {
    return this.commandBus.execute(new RequestDataExportCommand(memberId));
  }
}
