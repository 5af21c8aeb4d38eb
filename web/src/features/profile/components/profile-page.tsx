import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { useOwnProfile, type OwnProfile } from '../api/profile';
import { isChoiceField, visibleDetailFields } from '../lib/choices';
import { BirthSection, GenderSection, NameSection } from './basics-sections';
import { AboutSection, ChoiceSection } from './detail-sections';
import { InterestsSection } from './interests-section';
import { LocationFinder } from './location-finder';
import { LocationSection } from './location-section';
import { MatchSections } from './match-sections';
import { PhotosSection } from './photos-section';
import { useProfileEnvironment } from './profile-environment';
import { ProfileRetryAlert } from './retry-alert';
import './profile.css';

/** /profile: the member's own profile, edited in place, with the location settings and the photos. */
export function ProfilePage({ routeName }: { routeName: string }) {
  const { t } = useTranslation('profile');
  const env = useProfileEnvironment();
  const profile = useOwnProfile(env.userId);
  return (
    <div className="page-stack profile" data-route={routeName}>
      <header className="profile__header">
        <h1 className="page-title">{t('title')}</h1>
        <p className="profile__intro">{t('intro')}</p>
      </header>
      {profile.isPending ? <SkeletonRows label={t('loading')} count={4} height="6rem" /> : null}
      {profile.isError ? (
        <ProfileRetryAlert message={t('errors.profile')} onRetry={() => void profile.refetch()} />
      ) : null}
      {profile.data ? <ProfileSections profile={profile.data} /> : null}
    </div>
  );
}

function ProfileSections({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const env = useProfileEnvironment();
  const details = visibleDetailFields(env.visibleFields);
  const note = (field: string) => env.fieldNotes[field] ?? null;
  return (
    <div className="profile__grid">
      <div className="profile__aside">
        <PhotosSection />
      </div>
      <div className="profile__main">
        <section className="surface profile-card" aria-labelledby="profile-basics">
          <h2 id="profile-basics" className="profile-card__title">
            {t('sections.basics')}
          </h2>
          <NameSection profile={profile} />
          <GenderSection profile={profile} />
          <BirthSection profile={profile} />
        </section>
        <section className="surface profile-card" aria-labelledby="profile-location">
          <h2 id="profile-location" className="profile-card__title">
            {t('sections.location')}
          </h2>
          <LocationSection profile={profile} />
          <LocationFinder />
        </section>
        {details.length ? (
          <section className="surface profile-card" aria-labelledby="profile-details">
            <h2 id="profile-details" className="profile-card__title">
              {t('sections.details')}
            </h2>
            {details.map((field) => {
              if (isChoiceField(field))
                return <ChoiceSection key={field} profile={profile} field={field} note={note(field)} />;
              if (field === 'interests')
                return <InterestsSection key={field} profile={profile} note={note(field)} />;
              return <AboutSection key={field} profile={profile} note={note(field)} />;
            })}
          </section>
        ) : null}
        <MatchSections profile={profile} />
      </div>
    </div>
  );
}
