import { createEnvironment } from '../../../lib/environment';

export interface ProfileRegion {
  id: number;
  name: string;
}

export interface ProfileInterest {
  id: number;
  slug: string;
  name: string;
}

/**
 * What the profile page needs from the rest of the app (site settings, session, shared lists), handed in
 * by the app so that this feature does not reach into others.
 */
export interface ProfileEnvironment {
  /** The logged-in member (user.id): part of the cache keys of their profile and photos. */
  userId: number;
  /** The site's countries (settings.countries). */
  countries: readonly string[];
  /** settings.visible_profile_fields */
  visibleFields: readonly string[];
  /** settings.visible_profile_notes: a note per field, shown as its hint. */
  fieldNotes: Readonly<Record<string, string>>;
  /** settings.photo_moderation: `pre` when new photos wait for review before others see them. */
  photoModeration: 'post' | 'pre';
  /** The member is premium (user.paid_user): 25 photos instead of 3. */
  paidUser: boolean;
  /** The language the page is shown in (interest names follow it). */
  language: string;
  /** GET /api/regions.php?country= */
  fetchRegions: (country: string) => Promise<ProfileRegion[]>;
  /** GET /api/interests.php?language= (names in that language) */
  fetchInterests: (language: string) => Promise<ProfileInterest[]>;
  /** The profile or the photos changed: the session's user (its profile.main_image) is loaded again. */
  onProfileChanged: () => void;
}

const profileEnvironment = createEnvironment<ProfileEnvironment>('ProfileEnvironment');

export const ProfileEnvironmentProvider = profileEnvironment.Provider;
export const useProfileEnvironment = profileEnvironment.useEnvironment;
