import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '../../../components/ui/fictional-badge';
import type { LanderPhoto } from '../lib/lander-photos';
import { useLander } from './lander-context';
import { LanderIcon } from './lander-icons';

const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');

export interface PhotoSlotProps {
  photo: LanderPhoto | null;
  /** its place: picks one of the gradient tones of an empty slot */
  index: number;
  className?: string;
}

/**
 * One photo of a lander: a shimmering block while the photos load, the member's photo, or (no photo, or
 * one that does not load) a gradient tile with a silhouette, so that a lander looks finished either way.
 * Decorative: a lander shows a glimpse of its members, no names.
 */
export function PhotoSlot({ photo, index, className }: PhotoSlotProps) {
  const { t } = useTranslation('landers');
  const { photos, fictionalIcon, fictionalLabel } = useLander();
  const [failed, setFailed] = useState(false);
  const base = cx('lander-photo', `lander-photo--tone-${index % 5}`, className);
  if (photos.state === 'loading')
    return <span className={cx(base, 'lander-photo--loading skeleton__block')} data-photo-slot="loading" />;
  if (!photo || failed)
    return (
      <span className={cx(base, 'lander-photo--empty')} data-photo-slot="empty">
        <LanderIcon name="person" size={64} className="lander-photo__silhouette" />
      </span>
    );
  return (
    <span className={base} data-photo-slot="photo">
      <img src={photo.src} alt="" loading="lazy" decoding="async" onError={() => setFailed(true)} />
      {photo.fictional ? (
        <FictionalBadge
          icon={fictionalIcon}
          label={fictionalLabel || t('fictional')}
          size={18}
          className="lander-photo__fictional"
        />
      ) : null}
    </span>
  );
}
