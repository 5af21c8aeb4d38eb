import { ApiProperty } from '@nestjs/swagger';

/** One of the site's own texts, a text per language written; `en` always there ('' when none is set). */
export class LocalisedTextResponse {
  en: string;
  de?: string;
  es?: string;
  fr?: string;
  it?: string;
  nl?: string;
  pl?: string;
}

/** A site with every setting of SPEC §3 (`GET /admin/api/sites`); never the push private key. */
export class SiteAdminResponse {
  id: number;
  is_default: boolean;
  name: string;
  domain: string;
  domain_language: string;
  cdn_prefix: string;
  description: LocalisedTextResponse;
  index_title: LocalisedTextResponse;
  countries: string[];
  signups: 'all' | 'with_trafficsource' | 'none';
  logged_out_search: 'all' | 'none';
  logged_out_search_trafficsource: 'all' | 'none';
  enable_site_entry_popup: string;
  push_public_key: string;
  @ApiProperty({
    type: 'object',
    // The same shape as the public settings' (GET /api/settings.php).
    additionalProperties: { $ref: '#/components/schemas/MinimumMessageCostResponse' },
  })
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  fictional_icon: string;
  visible_profile_fields: string[];
  /** A note per profile field, a text per language: {about: {en: '…', de: '…'}}; en always there. */
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'object', additionalProperties: { type: 'string' } },
  })
  visible_profile_notes: Record<string, Record<string, string>>;
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  support_email: string;
  search_fields: string[];
  fictional_warning: LocalisedTextResponse;
  fictional_singular: LocalisedTextResponse;
  fictional_plural: LocalisedTextResponse;
  refund_days: number;
  member_resell: boolean;
  photo_moderation: 'post' | 'pre';
  /** 0..1: a photo whose safety score is above it waits for review even under `post`. */
  photo_safety_threshold: number;
  time_zone: string;
  message_retention_days: number;
}
