import { Controller, Get, Header, Query } from '@nestjs/common';
import { ListRegionsQuery } from '../../profiles.contracts';
import { ListRegionsRequestDto } from './list-regions.request.dto';
import { RegionsResponse } from './regions.response';
import { BusController } from '../../../shared/http/bus-controller';

@Controller('api')
export class ListRegionsHttpController extends BusController {
  @Get('regions.php')
  @Header('Cache-Control', 'public, max-age=3600')
  async regions(@Query() query: ListRegionsRequestDto): Promise<RegionsResponse> {
    const regions = await this.queryBus.execute(new ListRegionsQuery(query.country?.toUpperCase()));
    return { regions: regions.map(({ id, country, code, name }) => ({ id, country, code, name })) };
  }
}
