import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useCanAccess, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { KindredDataProvider } from '../providers/data-provider';
import type { Order } from '../providers/types';

/**
 * Refunds a completed order after a confirmation, under the member's own rule (within the site's refund
 * period, credits unspent): the server answers why not otherwise, shown as it says it.
 */
export function RefundOrderButton({ order }: { order: Order }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'orders', action: 'refund' });
  const dataProvider = useDataProvider<KindredDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!canAccess || order.status !== 'completed') return null;

  const refund = async () => {
    setBusy(true);
    try {
      await dataProvider.refundOrder(order.id);
      notify('kindred.orders.refunded', { type: 'success' });
      refresh();
    } catch (error) {
      // The server's own (translated) reason, shown as it is.
      const message = error instanceof Error ? error.message : String(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)} data-testid="refund-order">
        {translate('kindred.orders.refund')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="kindred.orders.refund_title"
        content="kindred.orders.refund_content"
        confirm="kindred.orders.refund"
        onConfirm={refund}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
