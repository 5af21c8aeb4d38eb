import { ApiProperty } from '@nestjs/swagger';
import type { Locale } from '../../../shared/i18n/messages';
import { textIn } from '../../domain/localised-text';
import { notesIn } from '../../domain/profile-notes';
import type { SiteSettings } from '../../site.contracts';

export class MinimumMessageCostResponse {
  costs: number;
  currency: string;
}

/** GET /api/settings.php: the public settings of the site the request is for (SPEC §3 "Site settings"). */
export class SiteSettingsResponse {
  name: string;
  domain: string;
  domain_language: string | null;
  cdn_prefix: string | null;
  /** The site's own texts, here and below (index_title, fictional_*): in the language the notes are in. */
  description: string | null;
  index_title: string | null;
  countries: string[];
  signups: 'all' | 'with_trafficsource' | 'none';
  logged_out_search: 'all' | 'none';
  logged_out_search_trafficsource: 'all' | 'none';
  geoip_country: string | null;
  geoip_selected_country: string;
  /** 'no', 'yes' or comma-separated country codes such as 'NL,DE'. */
  enable_site_entry_popup: string | null;
  push_public_key: string | null;
  /** Per country code. */
  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/MinimumMessageCostResponse' },
  })
  minimum_message_costs: Record<string, MinimumMessageCostResponse>;
  fictional_icon: string | null;
  visible_profile_fields: string[];
  /**
   * A note per profile field, in the language the app shows the site in (the member's saved language,
   * the `lang` cookie, else domain_language); a note not written in it comes in English.
   */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  visible_profile_notes: Record<string, string>;
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  signup_credits: number;
  message_length: number;
  support_email: string | null;
  search_fields: string[];
  fictional_warning: string | null;
  fictional_singular: string | null;
  fictional_plural: string | null;
  refund_days: number | null;
  member_resell: boolean;
  /** `post`: new photos show at once and are checked later; `pre`: they show once approved. */
  photo_moderation: 'post' | 'pre';
}

/** Built field by field, so nothing internal leaks. */
export function toSettingsResponse(
  site: SiteSettings,
  geoipCountry: string | null,
  selectedCountry: string,
  locale: Locale,
): SiteSettingsResponse {
  return {
    name: site.name,
    domain: site.domain,
    domain_language: site.domainLanguage,
    cdn_prefix: site.cdnPrefix,
    description: textIn(site.description, locale),
    index_title: textIn(site.indexTitle, locale),
    countries: site.countries,
    signups: site.signups,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    geoip_country: geoipCountry,
    geoip_selected_country: selectedCountry,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    push_public_key: site.pushPublicKey,
    minimum_message_costs: site.minimumMessageCosts,
    fictional_icon: site.fictionalIcon,
    visible_profile_fields: site.visibleProfileFields,
    visible_profile_notes: notesIn(site.visibleProfileNotes, locale),
    message_credits: site.messageCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    signup_credits: site.signupCredits,
    message_length: site.messageLength,
    support_email: site.supportEmail,
    search_fields: site.searchFields,
    fictional_warning: textIn(site.fictionalWarning, locale),
    fictional_singular: textIn(site.fictionalSingular, locale),
    fictional_plural: textIn(site.fictionalPlural, locale),
    refund_days: site.refundDays,
    member_resell: site.memberResell,
    photo_moderation: site.photoModeration,
  };
}
