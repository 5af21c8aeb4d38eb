import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_QUERY_KEY } from '../../features/auth/api/get-user';
import {
  ProfileEnvironmentProvider,
  type ProfileEnvironment,
} from '../../features/profile/components/profile-environment';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { getInterests } from '../../features/site/api/get-interests';
import { getRegions } from '../../features/site/api/get-regions';
import { useSettings } from '../../features/site/api/get-settings';
import { MemberOnly } from './member-only';
import type { PageProps } from './page-props';

/** /profile: the member's own profile (issue 4); a visitor gets the login form first. */
export default function ProfileRoute({ routeName }: PageProps) {
  const { t, i18n } = useTranslation('profile');
  const { data: settings } = useSettings();
  const queryClient = useQueryClient();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const onProfileChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    [queryClient],
  );
  const base = useMemo(
    () => ({
      countries: settings?.countries ?? [],
      visibleFields: settings?.visible_profile_fields ?? [],
      fieldNotes: settings?.visible_profile_notes ?? {},
      photoModeration: settings?.photo_moderation ?? 'post',
      language,
      fetchRegions: async (country: string) => (await getRegions(country)).regions,
      fetchInterests: async (lang: string) => (await getInterests(lang)).interests,
      onProfileChanged,
    }),
    [settings, language, onProfileChanged],
  );
  return (
    <MemberOnly routeName={routeName} reason={t('loginReason')}>
      {(user) => (
        <ProfileEnvironmentProvider
          value={{ ...base, userId: user.id, paidUser: !!user.paid_user } satisfies ProfileEnvironment}
        >
          <ProfilePage routeName={routeName} />
        </ProfileEnvironmentProvider>
      )}
    </MemberOnly>
  );
}
