import { Command, Query } from '@nestjs/cqrs';
import type { AdminListPage, AdminListParams } from '../shared/admin-list/admin-list-params';
import type { AuditActor } from '../shared/audit/audit-trail';
import type { CompanyInfoRecord, SiteAdminRecord } from './database/site-admin.repository';
import type { LocalisedText } from './domain/localised-text';
import type { ProfileNotes } from './domain/profile-notes';
import type { CompanyInfoResponse } from './queries/get-company-info/company-info.response';
import type { RequestSite } from './queries/get-site-settings/request-site';

export type { LocalisedText } from './domain/localised-text';
export type { LocalisedNote, ProfileNotes } from './domain/profile-notes';

/** What other modules may know of a site. Never includes the push private key. */
export interface SiteSettings {
  id: number;
  isDefault: boolean;
  name: string;
  domain: string;
  domainLanguage: string;
  cdnPrefix: string;
  /** The site's own texts (description, index_title, fictional_*): a text per language, English always. */
  description: LocalisedText;
  indexTitle: LocalisedText;
  countries: string[];
  signups: 'all' | 'with_trafficsource' | 'none';
  loggedOutSearch: 'all' | 'none';
  loggedOutSearchTrafficsource: 'all' | 'none';
  enableSiteEntryPopup: string;
  pushPublicKey: string;
  minimumMessageCosts: Record<string, { costs: number; currency: string }>;
  fictionalIcon: string;
  visibleProfileFields: string[];
  /** `visible_profile_notes`: a note per profile field in each language written, English always. */
  visibleProfileNotes: ProfileNotes;
  messageCredits: number;
  photoCredits: number;
  giftCredits: number;
  signupCredits: number;
  messageLength: number;
  supportEmail: string;
  searchFields: string[];
  fictionalWarning: LocalisedText;
  fictionalSingular: LocalisedText;
  fictionalPlural: LocalisedText;
  refundDays: number;
  memberResell: boolean;
  /** `post`: a new photo shows at once and is reviewed later; `pre`: it shows once approved. */
  photoModeration: 'post' | 'pre';
  /**
   * `photo_safety_threshold` (0..1): a photo whose safety score (the classifier's) is above it waits for
   * review even under `post`, and a chat photo above it arrives blurred.
   */
  photoSafetyThreshold: number;
  /** `time_zone`: the IANA zone the site's days follow (the swipe game's likes reset at its midnight). */
  timeZone: string;
  /** `message_retention_days`: chats show messages of this many days back; 0 shows them all. */
  messageRetentionDays: number;
}

export type { CompanyInfoResponse as CompanyInfo } from './queries/get-company-info/company-info.response';

/** The site for a host name; an unknown host gets the default site. */
export class GetSiteSettingsQuery extends Query<SiteSettings> {
  constructor(readonly domain: string) {
    super();
  }
}

/** The site an account belongs to. */
export class GetSiteSettingsByIdQuery extends Query<SiteSettings> {
  constructor(readonly siteId: number) {
    super();
  }
}

/** The settings query of a request's site (see requestSite): by the member's site id, else by host. */
export function siteSettingsQuery(site: RequestSite): Query<SiteSettings> {
  return 'siteId' in site ? new GetSiteSettingsByIdQuery(site.siteId) : new GetSiteSettingsQuery(site.domain);
}

/** The company behind the site of a host name (an unknown host: the default site's). */
export class GetCompanyInfoQuery extends Query<CompanyInfoResponse> {
  constructor(readonly domain: string) {
    super();
  }
}

/**
 * The site's VAPID key pair for signing web pushes (notifications' push sender only: the private key
 * never leaves the server); null when there is no such site.
 */
export class GetSitePushKeysQuery extends Query<{ publicKey: string; privateKey: string } | null> {
  constructor(readonly siteId: number) {
    super();
  }
}

export class GetSiteStatsQuery extends Query<{ sitesTotal: number }> {}

// ── Operators' console (issue 14 §2) ──────────────────────────────────────────────────────────────────

export type { SiteAdminRecord, CompanyInfoRecord as CompanyInfoAdminRecord };
export { SITE_SETTINGS_RULES, SITE_SETTINGS_READ_ONLY, CURRENCIES } from './domain/site-settings-rules';

/** Sites with every setting (not the push private key). Filters: `id`, `q` (name or domain), `domain_language`, `signups`. */
export class ListSitesQuery extends Query<AdminListPage<SiteAdminRecord>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

/** The company info of each site (id = site id). Filters: `id`, `q`. */
export class ListCompanyInfoQuery extends Query<AdminListPage<CompanyInfoRecord>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

/**
 * An operator changes settings of a site (the body as the console sends it: 400 `invalid_field` for a bad
 * one, 409 `domain_taken`); audited as `sites.update`. Every instance serves the change within seconds.
 */
export class UpdateSiteSettingsCommand extends Command<SiteAdminRecord> {
  constructor(
    readonly siteId: number,
    readonly body: unknown,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/**
 * An operator adds a site (a new domain with its own brand): name, domain, domain_language, countries and
 * support_email are required, every other setting may be given and otherwise starts as the default site's;
 * the site gets a push key pair of its own and a copy of the default site's company info. 400
 * `invalid_field`, 409 `domain_taken`; audited as `sites.create`. Every instance serves it within seconds.
 */
export class CreateSiteCommand extends Command<SiteAdminRecord> {
  constructor(
    readonly body: unknown,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

/** An operator changes the company info of a site; audited as `company_info.update`. */
export class UpdateCompanyInfoCommand extends Command<CompanyInfoRecord> {
  constructor(
    readonly siteId: number,
    readonly body: unknown,
    readonly actor: AuditActor,
  ) {
    super();
  }
}

export { normaliseHost } from './domain/host-name';
/** The visitor's country as the site sees it (GeoIP header, a chosen one, else the site's first). */
export { selectCountry } from './domain/selected-country';
export {
  geoipCountry,
  requestHost,
  requestSite,
  type RequestSite,
} from './queries/get-site-settings/request-site';
