import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { USER_QUERY_KEY } from '../../features/auth/api/get-user';
import { MailChangeUndo, type UndoResult } from '../../features/account/components/mail-change-undo';
import type { PageProps } from './page-props';

const RESULTS: readonly UndoResult[] = ['done', 'expired', 'invalid', 'taken'];

/** /mail-change/undo?result=… : where the link mailed to the old address lands (GET /api/mail-restore.php). */
export default function MailChangeUndoRoute({ routeName }: PageProps) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const result = RESULTS.find((value) => value === params.get('result')) ?? 'invalid';
  useEffect(() => {
    // A restored address ends every session, this browser's included.
    if (result === 'done') void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [queryClient, result]);
  return <MailChangeUndo routeName={routeName} result={result} />;
}
