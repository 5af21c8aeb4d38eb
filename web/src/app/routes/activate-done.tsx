import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { USER_QUERY_KEY } from '../../features/auth/api/get-user';
import { ActivateDone } from '../../features/signup/components/activation-result';
import type { PageProps } from './page-props';

/** /activate/done: where the activation link lands; the member's status has changed, so reload it. */
export default function ActivateDoneRoute({ routeName }: PageProps) {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient]);
  return <ActivateDone routeName={routeName} />;
}
