import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminListPage } from '../../../shared/admin-list/admin-list-params';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import type { PhotoReviewRecord } from '../../database/photo-review-list';
import { PhotoReviewRepository } from '../../database/photo-review.repository';
import { passesReview } from '../../domain/photo-visibility';
import { ListPhotosForReviewQuery, type PhotoReviewRow } from '../../profiles.contracts';

/** The moderators' review queue, page by page; photo URLs under each photo's site media prefix. */
@QueryHandler(ListPhotosForReviewQuery)
export class ListPhotosForReviewHandler implements IQueryHandler<ListPhotosForReviewQuery> {
  constructor(
    private readonly reviews: PhotoReviewRepository,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ params }: ListPhotosForReviewQuery): Promise<AdminListPage<PhotoReviewRow>> {
    const page = await this.reviews.page(params);
    const prefixes = new Map<number, string>();
    for (const siteId of new Set(page.rows.map((row) => row.site_id))) {
      const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(siteId));
      prefixes.set(siteId, site.cdnPrefix.replace(/\/$/, ''));
    }
    return {
      rows: page.rows.map((row) => toPhotoReviewRow(row, prefixes.get(row.site_id) ?? '')),
      total: page.total,
    };
  }
}

function toPhotoReviewRow(row: PhotoReviewRecord, prefix: string): PhotoReviewRow {
  return {
    id: row.id,
    profile_id: row.profile_id,
    member_name: row.member_name,
    site_id: row.site_id,
    url: `${prefix}/${row.filename}`,
    thumb_url: `${prefix}/${row.thumb_filename}`,
    status: row.status,
    held: row.held,
    published: passesReview(row.status, row.photo_moderation, row.held),
    safety_score: row.safety_score,
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    reviewed_by: row.reviewed_by,
    reject_reason: row.reject_reason,
  };
}
