import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminListParams } from '../../shared/admin-list/admin-list-params';
import { readAdminList } from '../../shared/admin-list/list-params';
import { aboveThreshold } from '../../shared/images/safety-score';
import { PHOTO_REVIEW_LIST, type PhotoReviewRecord } from './photo-review-list';
import { ProfileSummaryCache } from './profile-summary.cache';

/** A photo the safety job scores. */
export interface PhotoToScore {
  id: number;
  profileId: number;
  siteId: number;
  filename: string;
}

/** A photo's review as a decision changes it (and the audit log keeps before and after). */
export interface PhotoReviewState {
  id: number;
  profile_id: number;
  status: 'pending' | 'approved' | 'rejected';
  held: boolean;
  reject_reason: string | null;
}

/** Writes one decision inside the transaction (the audit entry goes through the same manager). */
export type RecordDecision = (
  manager: EntityManager,
  before: PhotoReviewState,
  after: PhotoReviewState,
) => Promise<void>;

/** The review of profile photos: their safety score, the moderators' queue and decisions. */
@Injectable()
export class PhotoReviewRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly summaries: ProfileSummaryCache,
  ) {}

  async toScore(photoId: number): Promise<PhotoToScore | null> {
    const [row] = (await this.dataSource.query(
      `SELECT ph.id, ph.profile_id, p.site_id, ph.filename
         FROM photos ph JOIN profiles p ON p.id = ph.profile_id WHERE ph.id = $1`,
      [photoId],
    )) as { id: number; profile_id: number; site_id: number; filename: string }[];
    return row
      ? { id: row.id, profileId: row.profile_id, siteId: row.site_id, filename: row.filename }
      : null;
  }

  /** Profile photos uploaded between `from` and `to` and still unscored, oldest first (the rescore sweep). */
  async unscoredBetween(from: Date, to: Date, limit: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM photos WHERE safety_score IS NULL AND created_at >= $1 AND created_at < $2
        ORDER BY id LIMIT $3`,
      [from, to, limit],
    )) as { id: number }[];
    return rows.map((row) => row.id);
  }

  /** Stores the score; a photo still awaiting review and above the threshold is held for a moderator. */
  async storeScore(photo: PhotoToScore, score: number, threshold: number): Promise<void> {
    this.summaries.writing(photo.profileId);
    await this.dataSource.query(
      `UPDATE photos SET safety_score = $2, held = (status = 'pending' AND $3::boolean) WHERE id = $1`,
      [photo.id, score, aboveThreshold(score, threshold)],
    );
  }

  page(params: AdminListParams): Promise<{ rows: PhotoReviewRecord[]; total: number }> {
    return readAdminList<PhotoReviewRecord>(this.dataSource, PHOTO_REVIEW_LIST, params);
  }

  /**
   * Sets the photos' review under row locks taken in id order (parallel decisions queue up and never
   * deadlock); a photo already in the target state is left alone and recorded nothing. Returns null when
   * one of the ids is no photo: the transaction is rolled back then. The photos' profiles are locked
   * first (in id order, as a member's own photo changes lock theirs), and a profile whose main photo is
   * now rejected, or which has none, gets its newest approved photo as main (none when none is).
   */
  async decide(
    photoIds: number[],
    target: { status: 'approved' | 'rejected'; reason: string | null },
    reviewer: { adminId: number; at: Date },
    record: RecordDecision,
  ): Promise<number[] | null> {
    const ids = [...new Set(photoIds)];
    return this.dataSource
      .transaction(async (manager) => {
        await manager.query(
          `SELECT id FROM profiles WHERE id IN (SELECT profile_id FROM photos WHERE id = ANY($1::int[]))
            ORDER BY id FOR UPDATE`,
          [ids],
        );
        const rows = (await manager.query(
          `SELECT id, profile_id, status, held, reject_reason FROM photos
            WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
          [ids],
        )) as PhotoReviewState[];
        if (rows.length !== ids.length) throw new MissingPhoto();
        const changed: number[] = [];
        for (const before of rows) {
          if (before.status === target.status) continue;
          const after: PhotoReviewState = {
            ...before,
            status: target.status,
            held: false,
            reject_reason: target.status === 'rejected' ? target.reason : null,
          };
          this.summaries.writing(before.profile_id);
          await manager.query(
            `UPDATE photos SET status = $2, held = false, reject_reason = $3, reviewed_at = $4, reviewed_by = $5
              WHERE id = $1`,
            [before.id, after.status, after.reject_reason, reviewer.at, reviewer.adminId],
          );
          await record(manager, before, after);
          changed.push(before.id);
        }
        const profileIds = new Set(
          rows.filter((row) => changed.includes(row.id)).map((row) => row.profile_id),
        );
        for (const profileId of profileIds) await moveMainOffRejected(manager, profileId);
        return changed;
      })
      .catch((error: unknown) => {
        if (error instanceof MissingPhoto) return null;
        throw error;
      });
  }
}

class MissingPhoto extends Error {}

/**
 * Members see a main photo only while it passes review: a profile whose main photo is rejected (or which
 * has none, after such a move) takes its newest approved photo as main, or has none. Run under the
 * profile's lock.
 */
async function moveMainOffRejected(manager: EntityManager, profileId: number): Promise<void> {
  const [main] = (await manager.query(`SELECT id, status FROM photos WHERE profile_id = $1 AND is_main`, [
    profileId,
  ])) as { id: number; status: string }[];
  if (main && main.status !== 'rejected') return;
  if (main) await manager.query(`UPDATE photos SET is_main = false WHERE id = $1`, [main.id]);
  await manager.query(
    `UPDATE photos SET is_main = true
      WHERE id = (SELECT id FROM photos WHERE profile_id = $1 AND status = 'approved'
                   ORDER BY created_at DESC, id DESC LIMIT 1)`,
    [profileId],
  );
}
