import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { useRouteProgress } from '../lib/route-progress';
import './route-progress-bar.css';

/** The thin bar along the top while the next page loads (SPEC §9). */
export function RouteProgressBar() {
  const { t } = useTranslation();
  const { visible, value } = useRouteProgress(useNavigation().state !== 'idle');
  if (!visible) return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label={t('app.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <div className="route-progress__bar" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
