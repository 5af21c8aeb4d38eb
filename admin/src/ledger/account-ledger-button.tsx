import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Opens the ledger list filtered to one account. */
export function AccountLedgerButton({ accountId, label }: { accountId: number; label: string }) {
  const translate = useTranslate();
  const filter = encodeURIComponent(JSON.stringify({ account_id: accountId }));
  return (
    <Button component={Link} size="small" to={{ pathname: '/ledger', search: `?filter=${filter}` }}>
      {translate(label)}
    </Button>
  );
}
