import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { RowChangeFeed } from '../../../shared/database/row-change-feed';
import { siteTimeZone } from '../../domain/time-zone';
import type { SiteSettingsEntity } from '../../database/site-settings.entity';
import { SitesRepository } from '../../database/sites.repository';
import { GetSiteSettingsByIdQuery, GetSiteSettingsQuery, type SiteSettings } from '../../site.contracts';

/**
 * Settings change rarely and are read on every page: each instance keeps them until PostgreSQL reports a
 * change of site_settings (a row-change notice reaches every instance once the edit commits), at most
 * CACHE_MS. While the notices are down (RowChangeFeed not live) an instance keeps them only
 * OFFLINE_CACHE_MS, as before the notices existed.
 */
const CACHE_MS = 10 * 60_000;
const OFFLINE_CACHE_MS = 30_000;

@QueryHandler(GetSiteSettingsQuery)
export class GetSiteSettingsHandler implements IQueryHandler<GetSiteSettingsQuery> {
  private cache:
    | { loadedAt: number; live: boolean; byDomain: Map<string, SiteSettings>; fallback: SiteSettings }
    | undefined;
  /** Counts the changes reported, so a load that overlapped one is not kept. */
  private changes = 0;

  constructor(
    private readonly sites: SitesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly feed: RowChangeFeed,
  ) {
    const forget = () => this.forget();
    feed.watch('site_settings', { changed: forget, clear: forget });
  }

  /** Drops the cached settings (a change was reported, or this instance has just written one). */
  forget(): void {
    this.cache = undefined;
    this.changes++;
  }

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
    const live = this.feed.live;
    const cache = this.cache;
    if (cache && cache.live === live && now - cache.loadedAt < (live ? CACHE_MS : OFFLINE_CACHE_MS)) {
      return cache;
    }
    const changesBefore = this.changes;
    const rows = await this.sites.allSettings();
    const all = rows.map(toSettings);
    const fallback = all.find((site) => site.isDefault) ?? all[0];
    if (!fallback) throw new Error('No site settings: run the seed (npm run db:seed)');
    const loaded = {
      loadedAt: now,
      live,
      byDomain: new Map(all.map((site) => [site.domain, site])),
      fallback,
    };
    if (this.changes === changesBefore) this.cache = loaded;
    return loaded;
  }
}

export function toSettings(row: SiteSettingsEntity): SiteSettings {
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
