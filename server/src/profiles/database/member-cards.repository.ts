import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { preparedQuery } from '../../shared/database/prepared-query';
import type { DataSource } from 'typeorm';
import type { PhotoReview } from '../domain/photo-visibility';
import type { MemberPair } from '../queries/find-listed-chat-pairs/find-listed-chat-pairs.query';
import { MEMBER_CARD_COLUMNS, type MemberCardRow, notBlockedEitherWay } from './member-card.row';

/**
 * Whether profile `p` (its status checked apart) may be shown to `viewer`: on the viewer's site, not the
 * viewer, not blocked either way. The chat cards and the reminders' listed pairs share it, so they agree.
 */
const shownTo = (viewer: string) =>
  `p.id <> ${viewer} AND p.site_id = (SELECT site_id FROM profiles WHERE id = ${viewer}) AND ${notBlockedEitherWay(viewer)}`;

/** Cards of given profiles as one member may see them. */
@Injectable()
export class MemberCardsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The viewer's site, or null when the viewer has no profile. */
  async siteOf(viewerId: number): Promise<number | null> {
    const [row] = (await this.dataSource.query(`SELECT site_id FROM profiles WHERE id = $1`, [viewerId])) as {
      site_id: number;
    }[];
    return row?.site_id ?? null;
  }

  /**
   * The enabled profiles among `profileIds` on the viewer's site, other than the viewer and those blocked
   * by or blocking the viewer; the main photo only in a review state others may see.
   */
  visibleTo(viewerId: number, profileIds: number[], shownReviews: PhotoReview[]): Promise<MemberCardRow[]> {
    return this.enabledCards('member-cards-for-viewer', shownTo('$3'), [shownReviews, profileIds, viewerId]);
  }

  /**
   * The pairs whose partner's card `visibleTo` gives the member: an enabled profile shown to them (one
   * statement for a whole batch: the unread reminders' page, a member's chats with unread messages).
   */
  listedPairs(pairs: MemberPair[]): Promise<MemberPair[]> {
    // Prepared: the messages badge asks on every poll.
    return preparedQuery<MemberPair>(
      this.dataSource,
      'member-listed-chat-pairs',
      `SELECT x.member_id AS "memberId", x.partner_id AS "partnerId"
         FROM unnest($1::int[], $2::int[]) AS x(member_id, partner_id)
         JOIN profiles p ON p.id = x.partner_id
        WHERE p.status = 'enabled' AND ${shownTo('x.member_id')}`,
      [pairs.map((pair) => pair.memberId), pairs.map((pair) => pair.partnerId)],
    );
  }

  /** The enabled profiles among `profileIds` on the site, as a visitor (no one to block) may see them. */
  visibleOnSite(siteId: number, profileIds: number[], shownReviews: PhotoReview[]): Promise<MemberCardRow[]> {
    return this.enabledCards('member-cards-on-site', `p.site_id = $3`, [shownReviews, profileIds, siteId]);
  }

  /** Cards of the enabled profiles among `$2` meeting `condition`; `$1` the review states shown. */
  private async enabledCards(
    name: string,
    condition: string,
    params: [PhotoReview[], number[], number],
  ): Promise<MemberCardRow[]> {
    if (!params[1].length) return [];
    // Prepared (under `name`): search and the likes ask on every page.
    return preparedQuery<MemberCardRow>(
      this.dataSource,
      name,
      `SELECT ${MEMBER_CARD_COLUMNS}
         FROM profiles p
         LEFT JOIN photos ph ON ph.profile_id = p.id AND ph.is_main AND ph.status = ANY($1::varchar[]) AND NOT ph.held
         LEFT JOIN regions r ON r.id = p.region_id
        WHERE p.id = ANY($2::int[]) AND p.status = 'enabled' AND ${condition}`,
      params,
    );
  }

  /**
   * Members to suggest to the viewer: enabled profiles of the viewer's site of the gender the viewer
   * seeks, not the viewer, not in `excludeIds`, not blocked either way; those with a photo others may see
   * first, then the most recently active.
   */
  async suggestionsFor(
    viewerId: number,
    siteId: number,
    excludeIds: number[],
    shownReviews: PhotoReview[],
    limit: number,
  ): Promise<MemberCardRow[]> {
    // Two walks of the site's enabled profiles in activity order (profiles_by_activity), each stopping at
    // `limit`: those with a photo shown, then, only when they run short, those without. One sorted read
    // of every candidate (the site's profiles joined to their photos) cost 200-570 ms at 300,000 members.
    // Not prepared: planned with the values, the excluded ids are looked up by hash, not read through.
    const candidates = `p.site_id = $2 AND p.status = 'enabled' AND p.id <> $1 AND p.id <> ALL($3::int[])
          AND p.gender = ANY((SELECT CASE WHEN v.seeking = 'both' THEN ARRAY['male', 'female']
                                          ELSE ARRAY[v.seeking] END
                                FROM profiles v WHERE v.id = $1)::varchar[])
          AND ${notBlockedEitherWay('$1')}`;
    const shownPhoto = `ph.profile_id = p.id AND ph.is_main AND ph.status = ANY($4::varchar[]) AND NOT ph.held`;
    return (await this.dataSource.query(
      `(SELECT ${MEMBER_CARD_COLUMNS}
          FROM profiles p
          JOIN photos ph ON ${shownPhoto}
          LEFT JOIN regions r ON r.id = p.region_id
         WHERE ${candidates}
         ORDER BY p.last_active_at DESC, p.id DESC
         LIMIT $5)
       UNION ALL
       (SELECT ${MEMBER_CARD_COLUMNS}
          FROM profiles p
          LEFT JOIN photos ph ON false
          LEFT JOIN regions r ON r.id = p.region_id
         WHERE ${candidates} AND NOT EXISTS (SELECT 1 FROM photos ph WHERE ${shownPhoto})
         ORDER BY p.last_active_at DESC, p.id DESC
         LIMIT $5)
       LIMIT $5`,
      [viewerId, siteId, excludeIds, shownReviews, limit],
    )) as MemberCardRow[];
  }
}
