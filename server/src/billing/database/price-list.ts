import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export interface PricedBundle {
  id: number;
  credits: number;
  popular: boolean;
  currency: string;
  /** Minor units. */
  amount: number;
}

/** The bundles a site sells in a country, cheapest first; a bundle without a price there is not sold there. */
@Injectable()
export class PriceList {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async bundles(
    siteId: number,
    country: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<PricedBundle[]> {
    const rows = (await manager.query(
      `SELECT b.id, b.credits, b.popular, trim(p.currency) AS currency, p.amount
         FROM credit_bundles b JOIN bundle_prices p ON p.bundle_id = b.id AND p.country = $2
        WHERE b.site_id = $1 AND b.active
        ORDER BY b.sort, b.credits`,
      [siteId, country],
    )) as PricedBundle[];
    return rows;
  }

  async bundle(
    siteId: number,
    country: string,
    bundleId: number,
    manager?: EntityManager,
  ): Promise<PricedBundle | null> {
    return (await this.bundles(siteId, country, manager)).find((bundle) => bundle.id === bundleId) ?? null;
  }
}
