import { Command, Query } from '@nestjs/cqrs';
import type { AdminListPage, AdminListParams } from '../shared/admin-list/admin-list-params';
import type { AuditActor } from '../shared/audit/audit-trail';
import { registerOutboxEvents } from '../shared/outbox/outbox-events';
import { PhotoReviewRow } from './queries/list-photos-for-review/photo-review-row.response';

/** Profiles of members that are not deleted, so the genders add up to identity's `membersTotal`. */
export interface ProfileStats {
  /** Every gender a profile has, male and female always present. */
  byGender: { male: number; female: number; [gender: string]: number };
  fictionalTotal: number;
  photosTotal: number;
}

export class GetProfileStatsQuery extends Query<ProfileStats> {}

export interface Interest {
  id: number;
  slug: string;
  labels: Record<string, string>;
}

export interface Region {
  id: number;
  country: string;
  code: string;
  name: string;
}

export class ListInterestsQuery extends Query<Interest[]> {}

export class ListRegionsQuery extends Query<Region[]> {
  constructor(readonly country?: string) {
    super();
  }
}

import { MainImage, ProfileSummary } from './queries/get-profile-summary/profile-summary.response';
import type { AddedPhoto } from './commands/add-photo/added-photo.response';
export { MainImage, PhotoReviewRow, ProfileSummary };

/** The member's own profile as the `user` object shows it; null when none. */
export class GetProfileSummaryQuery extends Query<ProfileSummary | null> {
  constructor(
    readonly profileId: number,
    readonly cdnPrefix: string,
  ) {
    super();
  }
}

/** Stores an uploaded photo (decoded and re-encoded; EXIF stripped; thumbnail made). */
export class AddPhotoCommand extends Command<AddedPhoto> {
  constructor(
    readonly profileId: number,
    readonly file: Buffer,
  ) {
    super();
  }
}

/** Both directions of blocking for a member: whom they blocked and who blocked them. */
export interface BlockRelations {
  blocked: number[];
  blockedBy: number[];
}

/**
 * Whom the profile blocked and who blocked it, from this instance's cache (a change made elsewhere shows
 * once PostgreSQL's notice of it arrives, a moment after its commit); `fresh` reads the table.
 */
export class GetBlockRelationsQuery extends Query<BlockRelations> {
  constructor(
    readonly profileId: number,
    readonly fresh = false,
  ) {
    super();
  }
}

/** Blocking a member (POST block.php sits in `views`, which asks messaging whether they are chat partners). */
export { BlockMemberCommand } from './commands/block-member/block-member.command';
export { BlockMemberRequestDto } from './commands/block-member/block-member.request.dto';
export { MayTargetMemberQuery } from './queries/may-target-member/may-target-member.query';

export class MemberBlocked {
  constructor(
    readonly blockerId: number,
    readonly blockedId: number,
    readonly occurredAt: Date,
  ) {}
}

export class MemberUnblocked {
  constructor(
    readonly blockerId: number,
    readonly blockedId: number,
    readonly occurredAt: Date,
  ) {}
}

/** A member changed their profile (matching and search refresh what they index). */
export class ProfileUpdated {
  constructor(
    readonly profileId: number,
    readonly fields: string[],
    /** The name after the change (identity greets the member by it in account mails). */
    readonly name: string,
    readonly occurredAt: Date,
  ) {}
}

/** "Did you mean …?" for a city typed in an address form: a known place of the country, or null. */
export class SuggestCityQuery extends Query<string | null> {
  constructor(
    readonly country: string,
    readonly city: string,
  ) {
    super();
  }
}

/** The member used the site (an authenticated request): keeps "last active" current. */
export class RecordActivityCommand extends Command<void> {
  constructor(
    readonly accountId: number,
    readonly at: Date,
  ) {
    super();
  }
}

registerOutboxEvents(ProfileUpdated, MemberBlocked, MemberUnblocked);

export { GetMemberCardsQuery } from './queries/get-member-cards/get-member-cards.query';
export { GetChatCardsQuery } from './queries/get-member-cards/get-chat-cards.query';
export { GetPublicMemberCardsQuery } from './queries/get-member-cards/get-public-member-cards.query';
export {
  GetSearchProfilesQuery,
  ListProfileIdsQuery,
} from './queries/get-search-profiles/get-search-profiles.query';
export type { SearchProfile } from './queries/get-search-profiles/search-profile';
export { type BlockPair, ListBlockPairsQuery } from './queries/list-block-pairs/list-block-pairs.query';
export {
  FindListedChatPairsQuery,
  type MemberPair,
} from './queries/find-listed-chat-pairs/find-listed-chat-pairs.query';
export { SuggestMembersQuery } from './queries/suggest-members/suggest-members.query';
export {
  GetMatchPreferencesQuery,
  type MatchPreferences,
} from './queries/get-match-preferences/get-match-preferences.query';
export { APPEARANCES, ETHNICITIES, type Appearance, type Ethnicity } from './domain/profile-attributes';
export { MemberCard } from './queries/get-member-profile/member-profile.response';

/** Whether a profile exists, and (when `photoId` is given) whether that photo is one of its photos. */
export class FindProfilePhotoQuery extends Query<{ profile: boolean; photo: boolean }> {
  constructor(
    readonly profileId: number,
    readonly photoId: number | null,
  ) {
    super();
  }
}
export { BODY_TYPES, EYE_COLORS, HAIR_COLORS, RELATIONSHIP_STATUSES } from './domain/profile-attributes';
export { CountNewMembersNearbyQuery } from './queries/count-new-members-nearby/count-new-members-nearby.query';

// ── The photo review queue of the admin console (issue 14 §3) ──────────────────────────────────────────

/**
 * Filters: `id` (one or a list), `status` (pending, approved, rejected), `held` (true/false), `site_id`,
 * `profile_id`, `min_score` (0..1), `from` and `to` (upload date or date-time).
 */
export const PHOTO_REVIEW_FILTERS = [
  'id',
  'status',
  'held',
  'site_id',
  'profile_id',
  'min_score',
  'from',
  'to',
] as const;
export const PHOTO_REVIEW_SORT_FIELDS = ['id', 'safety_score', 'created_at', 'reviewed_at'] as const;

/** Profile photos for moderators, riskiest (highest safety score) first unless sorted otherwise. */
export class ListPhotosForReviewQuery extends Query<AdminListPage<PhotoReviewRow>> {
  constructor(readonly params: AdminListParams) {
    super();
  }
}

export type PhotoDecision = 'approve' | 'reject';

/**
 * A moderator approves or rejects photos (a rejection with the reason the member sees): each photo whose
 * state changes gets one audit entry `photos.approve` / `photos.reject` in the same transaction; a photo
 * already in that state is left as it is (so two moderators deciding at once record one effect). Answers
 * the ids of the photos changed; 404 when one of the ids is no photo (nothing changed then).
 */
export class ReviewPhotosCommand extends Command<{ changed: number[] }> {
  constructor(
    readonly photoIds: number[],
    readonly decision: PhotoDecision,
    readonly reason: string | null,
    readonly actor: AuditActor,
  ) {
    super();
  }
}
/** The member's part of their data export (compliance's data export gathers every module's). */
export { ExportProfileDataQuery } from './queries/export-profile-data/export-profile-data.query';
export { ListFictionalProfileIdsQuery } from './queries/list-fictional-profiles/list-fictional-profile-ids.query';
// ── Members in the admin console ─────────────────────────────────────────────────────────────────────
export { SetFictionalCommand } from './commands/set-fictional/set-fictional.command';
export { GetAdminProfileQuery } from './queries/get-admin-profile/get-admin-profile.query';
import { AdminProfile, AdminProfilePhoto } from './queries/get-admin-profile/admin-profile.response';
export { AdminProfile, AdminProfilePhoto };
