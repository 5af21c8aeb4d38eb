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

  companyInfo(siteId: number): Promise<CompanyInfoEntity | null> {
    return this.companies.findOneBy({ siteId });
  }
}
