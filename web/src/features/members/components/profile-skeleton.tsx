import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import './profile-skeleton.css';

/** The shape of the profile page while it loads (announced as "Loading profile…"). */
export function ProfileSkeleton({ routeName }: { routeName: string }) {
  const { t } = useTranslation('member');
  return (
    <Skeleton
      label={t('loading')}
      className="member-page member-skeleton"
      shapeClassName="member-page__layout"
      data-route={routeName}
    >
      <div className="member-page__media">
        <SkeletonBlock className="member-skeleton__photo" />
        <div className="member-skeleton__thumbs">
          {[0, 1, 2, 3].map((key) => (
            <SkeletonBlock key={key} className="member-skeleton__thumb" />
          ))}
        </div>
      </div>
      <div className="member-page__info">
        <SkeletonBlock shape="title" />
        <SkeletonBlock shape="line" className="member-skeleton__short" />
        <SkeletonBlock shape="pill" />
        <SkeletonBlock className="member-skeleton__para" />
      </div>
    </Skeleton>
  );
}
