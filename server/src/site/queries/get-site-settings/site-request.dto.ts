import { IsString, Matches, MaxLength } from 'class-validator';
import { Omittable } from '../../../shared/http/omittable.decorator';

/** `?domain=` and `?country=` of the site calls; any other route query passed along is ignored. */
export class SiteRequestQueryDto {
  @Omittable()
  @IsString({ message: 'errors.invalid_domain' })
  @MaxLength(253, { message: 'errors.invalid_domain' })
  @Matches(/^(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*\.?(:\d{1,5})?$/, {
    message: 'errors.invalid_domain',
  })
  domain?: string;

  @Omittable()
  @IsString({ message: 'errors.invalid_country' })
  @Matches(/^[A-Za-z]{2}$/, { message: 'errors.invalid_country' })
  country?: string;
}
