import { useSearchParams } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { MailChangeConfirm } from '../../features/account/components/mail-change-confirm';
import { useSetUser } from '../session';
import type { PageProps } from './page-props';

/** /mail-change/do?token=… (the link mailed to the new address) */
export default function MailChangeDoRoute({ routeName }: PageProps) {
  const [params] = useSearchParams();
  const { data } = useUser();
  const setUser = useSetUser();
  return (
    <MailChangeConfirm
      routeName={routeName}
      token={params.get('token')}
      loggedIn={!!data?.user}
      onUserChange={setUser}
    />
  );
}
