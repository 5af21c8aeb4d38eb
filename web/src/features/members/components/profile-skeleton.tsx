import { useTranslation } from 'react-i18next';
import './profile-skeleton.css';

/** The shape of the profile page while it loads (announced as "Loading profile…"). */
export function ProfileSkeleton({ routeName }: { routeName: string }) {
  const { t } = useTranslation('member');
  return (
    <div className="member-page member-skeleton" data-route={routeName} aria-busy="true">
      <p role="status" className="visually-hidden">
        {t('loading')}
      </p>
      <div className="member-page__layout" aria-hidden="true">
        <div className="member-page__media">
          <div className="member-skeleton__block member-skeleton__photo" />
          <div className="member-skeleton__thumbs">
            {[0, 1, 2, 3].map((key) => (
              <div key={key} className="member-skeleton__block member-skeleton__thumb" />
            ))}
          </div>
        </div>
        <div className="member-page__info">
          <div className="member-skeleton__block member-skeleton__line member-skeleton__line--title" />
          <div className="member-skeleton__block member-skeleton__line member-skeleton__line--short" />
          <div className="member-skeleton__block member-skeleton__line member-skeleton__line--button" />
          <div className="member-skeleton__block member-skeleton__para" />
        </div>
      </div>
    </div>
  );
}
