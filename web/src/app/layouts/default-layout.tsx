import { useUser } from '../../features/auth/api/get-user';
import { Disclaimer } from '../../features/site/components/disclaimer';
import { SiteFooter } from '../../features/site/components/site-footer';
import { EntryWarning } from './parts/entry-warning';
import { LayoutMain, SkipLink } from './parts/layout-main';
import { LikeModalSlot } from './parts/like-modal-slot';
import { SignupModalSlot, WarningBanners } from './parts/slots';
import { TopNavigation } from './parts/top-navigation';
import './layouts.css';

export function DefaultLayout() {
  // The banners above the page come with the user: the page waits for the user too, so that a banner
  // appearing never pushes it down under a click or a tap.
  const user = useUser();
  return (
    <div className="layout layout--default" data-layout="default">
      <SkipLink />
      <TopNavigation />
      <WarningBanners />
      <LayoutMain className="container" ready={!user.isPending} />
      <SiteFooter />
      <Disclaimer />
      <EntryWarning />
      <SignupModalSlot />
      <LikeModalSlot />
    </div>
  );
}
