import { Navigate } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { LandingHero } from '../../features/site/components/landing-hero';
import { PageLoading } from '../page-loading';
import type { PageProps } from './page-props';

/** `/`: the landing page for visitors; logged-in members go on to the members area. */
export default function HomePage({ routeName }: PageProps) {
  const { data, isPending } = useUser();
  if (isPending) return <PageLoading />;
  if (data?.user) return <Navigate to="/members" replace />;
  return <LandingHero routeName={routeName} />;
}
