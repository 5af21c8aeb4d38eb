import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { suggestCity } from '../../geocode/city-suggestions';
import { SuggestCityQuery } from '../../profiles.contracts';

@QueryHandler(SuggestCityQuery)
export class SuggestCityHandler implements IQueryHandler<SuggestCityQuery> {
  execute(query: SuggestCityQuery): Promise<string | null> {
    return Promise.resolve(suggestCity(query.country, query.city));
  }
}
