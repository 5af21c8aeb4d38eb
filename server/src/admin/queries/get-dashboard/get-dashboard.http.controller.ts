import { Get } from '@nestjs/common';
import { GetAccountStatsQuery } from '../../../identity/identity.contracts';
import { GetProfileStatsQuery } from '../../../profiles/profiles.contracts';
import { GetSiteStatsQuery } from '../../../site/site.contracts';
import { DashboardResponse } from './dashboard.response';
import { AdminApi } from '../../auth/admin-auth.guard';
import { BusController } from '../../../shared/http/bus-controller';

@AdminApi()
export class GetDashboardHttpController extends BusController {
  @Get('dashboard')
  async dashboard(): Promise<DashboardResponse> {
    const [accounts, profiles, sites] = await Promise.all([
      this.queryBus.execute(new GetAccountStatsQuery()),
      this.queryBus.execute(new GetProfileStatsQuery()),
      this.queryBus.execute(new GetSiteStatsQuery()),
    ]);
    return {
      members_total: accounts.membersTotal,
      members_by_gender: profiles.byGender,
      fictional_total: profiles.fictionalTotal,
      photos_total: profiles.photosTotal,
      sites_total: sites.sitesTotal,
      signups_last_7_days: accounts.signupsLast7Days,
    };
  }
}
