import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRepeatOrder } from '../api/repeat-order';

/** On /credits: the last order can be bought again in one step (shows only when there is one). */
export function RepeatOrderTeaser({ userId }: { userId: number }) {
  const { t } = useTranslation('billing');
  const { data } = useRepeatOrder(userId);
  const repeat = data?.repeat;
  if (!repeat) return null;
  return (
    <aside className="repeat-teaser" aria-labelledby="repeat-teaser-title">
      <h2 id="repeat-teaser-title" className="repeat-teaser__title">
        {t('repeat.title')}
      </h2>
      <p className="repeat-teaser__text">
        {t('repeat.teaser', { credits: t('credits', { count: repeat.credits }) })}
      </p>
      <Link className="btn btn--ghost btn--sm" to="/credits/repeat-order">
        {t('repeat.open')}
      </Link>
    </aside>
  );
}
