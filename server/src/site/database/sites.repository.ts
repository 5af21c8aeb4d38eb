import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CompanyInfoEntity } from './company-info.entity';
import { SiteSettingsEntity } from './site-settings.entity';

/** The sites' settings and company info (few rows, read through the settings cache). */
@Injectable()
export class SitesRepository {
  constructor(
    @InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>,
    @InjectRepository(CompanyInfoEntity) private readonly companies: Repository<CompanyInfoEntity>,
  ) {}

  /** Every site's settings, oldest site first. */
  allSettings(): Promise<SiteSettingsEntity[]> {
    return this.settings.find({ order: { id: 'ASC' } });
  }

  count(): Promise<number> {
    return this.settings.count();
  }

  /** The site's VAPID key pair (the private key is never selected otherwise); null for no such site. */
  async pushKeys(siteId: number): Promise<{ publicKey: string; privateKey: string } | null> {
    const row = await this.settings.findOne({
      where: { id: siteId },
      select: { id: true, pushPublicKey: true, pushPrivateKey: true },
    });
    return row ? { publicKey: row.pushPublicKey, privateKey: row.pushPrivateKey } : null;
  }

  companyInfo(siteId: number): Promise<CompanyInfoEntity | null> {
    return this.companies.findOneBy({ siteId });
  }
}
