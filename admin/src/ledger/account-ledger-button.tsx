import type { ReactNode } from 'react';
import { Button } from '@mui/material';
import { TopToolbar, useRecordContext, useTranslate } from 'react-admin';
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

/** A show page's top bar: the ledger of the record's account, then what else the record offers. */
export function AccountShowActions<Entry extends { account_id: number }>({
  label,
  more,
}: {
  label: string;
  more?: (record: Entry) => ReactNode;
}) {
  const record = useRecordContext<Entry>();
  if (!record) return null;
  return (
    <TopToolbar>
      <AccountLedgerButton accountId={record.account_id} label={label} />
      {more?.(record)}
    </TopToolbar>
  );
}
