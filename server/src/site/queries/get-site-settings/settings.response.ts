import type { SiteSettings } from '../../site.contracts';

/** The public shape of /api/settings.php (SPEC §3 "Site settings"), built field by field. */
export function toSettingsResponse(site: SiteSettings, geoipCountry: string | null, selectedCountry: string) {
  return {
    name: site.name,
    domain: site.domain,
    domain_language: site.domainLanguage,
    cdn_prefix: site.cdnPrefix,
    description: site.description,
    index_title: site.indexTitle,
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
    visible_profile_notes: site.visibleProfileNotes,
    message_credits: site.messageCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    signup_credits: site.signupCredits,
    message_length: site.messageLength,
    support_email: site.supportEmail,
    search_fields: site.searchFields,
    fictional_warning: site.fictionalWarning,
    fictional_singular: site.fictionalSingular,
    fictional_plural: site.fictionalPlural,
    refund_days: site.refundDays,
    member_resell: site.memberResell,
    photo_moderation: site.photoModeration,
  };
}
