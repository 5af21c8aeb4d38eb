import { DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import type { Order } from '../providers/types';
import { AccountShowActions } from '../ledger/account-ledger-button';
import { Money, StatusChip } from './order-fields';
import { RefundOrderButton } from './refund-order-button';

/** The ledger list filtered to the order's account, and the refund of a completed order. */
const Actions = () => (
  <AccountShowActions<Order>
    label="kindred.orders.account_ledger"
    more={(order) => <RefundOrderButton order={order} />}
  />
);

/** One order with its payment details; money in its currency. */
export const OrderShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="id" sx={{ fontFamily: 'monospace' }} />
      <FunctionField<Order> source="status" render={(order) => <StatusChip status={order.status} />} />
      <DateField source="created_at" showTime />
      <NumberField source="account_id" options={{ useGrouping: false }} />
      <TextField source="country" />
      <NumberField source="credits" />
      <FunctionField<Order>
        source="list_amount"
        render={(order) => <Money minor={order.list_amount} currency={order.currency} />}
      />
      <TextField source="discount_code" emptyText="—" />
      <NumberField source="discount_percentage" />
      <FunctionField<Order>
        source="amount"
        render={(order) => <Money minor={order.amount} currency={order.currency} />}
      />
      <TextField source="payment_method" />
      <TextField source="provider" />
      <TextField source="provider_payment_id" emptyText="—" sx={{ fontFamily: 'monospace' }} />
      <DateField source="paid_at" showTime emptyText="—" />
      <DateField source="refunded_at" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
