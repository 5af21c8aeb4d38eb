import { AccountDeleted } from '../../features/account/components/account-deleted';
import type { PageProps } from './page-props';

/** /account-deleted */
export default function AccountDeletedRoute({ routeName }: PageProps) {
  return <AccountDeleted routeName={routeName} />;
}
