import { LanderNav } from '../../features/navigation/components/lander-nav';
import { useSettings } from '../../features/site/api/get-settings';
import { LayoutMain, SkipLink } from './parts/layout-main';
import './layouts.css';

export function LanderLayout() {
  const { data: settings } = useSettings();
  return (
    <div className="layout layout--lander" data-layout="lander">
      <SkipLink />
      <LanderNav siteName={settings?.name ?? ''} />
      <LayoutMain className="container" />
    </div>
  );
}
