import { ApiProperty } from '@nestjs/swagger';

/** A gift of a site's catalogue (`GET /admin/api/gifts`), offered or not. */
export class GiftAdminResponse {
  id: number;
  site_id: number;
  slug: string;
  /** A path under the site's media prefix (`gifts/rose.svg`) or an https URL. */
  image: string;
  /** The name per language (en, de, es, fr, it, nl, pl); English always. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  names: Record<string, string>;
  sort: number;
  active: boolean;
}
