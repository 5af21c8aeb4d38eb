import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { siteTimeZone } from '../../domain/time-zone';
import type { SiteSettingsEntity } from '../../database/site-settings.entity';
import { SitesRepository } from '../../database/sites.repository';
import { GetSiteSettingsByIdQuery, GetSiteSettingsQuery, type SiteSettings } from '../../site.contracts';

/** Settings change rarely and are read on every page: each instance keeps them for a short while. */
const CACHE_MS = 30_000;

@QueryHandler(GetSiteSettingsQuery)
export class GetSiteSettingsHandler implements IQueryHandler<GetSiteSettingsQuery> {
  private cache:
    { loadedAt: number; byDomain: Map<string, SiteSettings>; fallback: SiteSettings } | undefined;

  constructor(
    private readonly sites: SitesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: GetSiteSettingsQuery): Promise<SiteSettings> {
    const cache = await this.load();
    return cache.byDomain.get(query.domain.toLowerCase()) ?? cache.fallback;
  }

  async bySiteId(siteId: number): Promise<SiteSettings> {
    const cache = await this.load();
    return [...cache.byDomain.values()].find((site) => site.id === siteId) ?? cache.fallback;
  }

  private async load() {
    const now = this.clock.now().getTime();
    if (this.cache && now - this.cache.loadedAt < CACHE_MS) return this.cache;
    const rows = await this.sites.allSettings();
    const all = rows.map(toSettings);
    const fallback = all.find((site) => site.isDefault) ?? all[0];
    if (!fallback) throw new Error('No site settings: run the seed (npm run db:seed)');
    this.cache = { loadedAt: now, byDomain: new Map(all.map((site) => [site.domain, site])), fallback };
    return this.cache;
  }
}

function toSettings(row: SiteSettingsEntity): SiteSettings {
  return {
    id: row.id,
    isDefault: row.isDefault,
    name: row.name,
    domain: row.domain,
    domainLanguage: row.domainLanguage,
    cdnPrefix: row.cdnPrefix,
    description: row.description,
    indexTitle: row.indexTitle,
    countries: row.countries.map((code) => code.trim()),
    signups: row.signups,
    loggedOutSearch: row.loggedOutSearch,
    loggedOutSearchTrafficsource: row.loggedOutSearchTrafficsource,
    enableSiteEntryPopup: row.enableSiteEntryPopup,
    pushPublicKey: row.pushPublicKey,
    minimumMessageCosts: row.minimumMessageCosts,
    fictionalIcon: row.fictionalIcon,
    visibleProfileFields: row.visibleProfileFields,
    visibleProfileNotes: row.visibleProfileNotes,
    messageCredits: row.messageCredits,
    photoCredits: row.photoCredits,
    giftCredits: row.giftCredits,
    signupCredits: row.signupCredits,
    messageLength: row.messageLength,
    supportEmail: row.supportEmail,
    searchFields: row.searchFields,
    fictionalWarning: row.fictionalWarning,
    fictionalSingular: row.fictionalSingular,
    fictionalPlural: row.fictionalPlural,
    refundDays: row.refundDays,
    memberResell: row.memberResell,
    photoModeration: row.photoModeration,
    photoSafetyThreshold: row.photoSafetyThreshold,
    timeZone: siteTimeZone(row.timeZone),
    messageRetentionDays: row.messageRetentionDays,
  };
}

/** Same cache, looked up by the site id an account carries. */
@QueryHandler(GetSiteSettingsByIdQuery)
export class GetSiteSettingsByIdHandler implements IQueryHandler<GetSiteSettingsByIdQuery> {
  constructor(private readonly settings: GetSiteSettingsHandler) {}

  execute(query: GetSiteSettingsByIdQuery): Promise<SiteSettings> {
    return this.settings.bySiteId(query.siteId);
  }
}
