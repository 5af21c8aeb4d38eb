/** What the profile pages need of the site settings (GET /api/settings.php), handed in by the route. */
export interface MemberSite {
  /** `fictional_icon`: an image URL or a character. */
  fictionalIcon: string | null;
  /** `fictional_warning`: the notice on a fictional profile. */
  fictionalWarning: string | null;
  /** `fictional_singular`: the name of one fictional profile ("fictional profile"). */
  fictionalLabel: string | null;
  /** `visible_profile_notes`: a note per profile field, e.g. {about: "Checked by our moderators"}. */
  profileNotes: Record<string, string>;
}

export const EMPTY_SITE: MemberSite = {
  fictionalIcon: null,
  fictionalWarning: null,
  fictionalLabel: null,
  profileNotes: {},
};

/** The site settings the profile pages use (any settings object with these fields; missing: none). */
export function memberSiteOf(
  settings:
    | {
        fictional_icon: string | null;
        fictional_warning: string | null;
        fictional_singular: string | null;
        visible_profile_notes: Record<string, string> | null;
      }
    | undefined,
): MemberSite {
  if (!settings) return EMPTY_SITE;
  return {
    fictionalIcon: settings.fictional_icon,
    fictionalWarning: settings.fictional_warning,
    fictionalLabel: settings.fictional_singular,
    profileNotes: settings.visible_profile_notes ?? {},
  };
}
