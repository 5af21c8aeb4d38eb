import { useUser } from '../../features/auth/api/get-user';
import { PremiumPage } from '../../features/billing/components/premium-page';
import type { PageProps } from './page-props';

/** /premium: the premium benefits; a paid member sees that they are premium. */
export default function PremiumRoute({ routeName }: PageProps) {
  const { data, isError } = useUser();
  const user = data ? data.user : isError ? null : undefined;
  return <PremiumPage routeName={routeName} user={user} />;
}
