import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransactionsPage } from '../components/transactions-page';
import { json, renderBilling, type Handler } from './render-billing';

const PAID = {
  payment_id: '0b7f7f0e-5d1a-4c55-9a0c-0f1e2d3c4b5a',
  credits: 25,
  paymentmethod: 'ideal',
  paymentmethod_name: 'iDEAL',
  amount: 1799,
  currency: 'EUR',
  status: 'completed',
  paid_at: '2026-11-20T10:00:00.000Z',
  refund_days: 14,
  refundable_until: '2026-12-04T10:00:00.000Z',
  refundable: true,
};

function page(handler: Handler, paymentId: string | null = null, onRefunded = () => undefined) {
  return renderBilling(
    <TransactionsPage
      routeName="transactions-id"
      user={{ id: 7 }}
      paymentId={paymentId}
      onRefunded={onRefunded}
    />,
    {
      handler,
    },
  );
}

describe('transactions', () => {
  it('lists payments with date, credits, method, amount and the refund period', async () => {
    await page(({ url }) =>
      url.pathname === '/api/transactions.php' ? json({ transactions: [PAID] }) : undefined,
    );
    const row = await screen.findByTestId('transaction');
    expect(row).toHaveTextContent('25 credits');
    expect(row).toHaveTextContent('Nov 20, 2026 · iDEAL');
    expect(row).toHaveTextContent('€17.99');
    expect(row).toHaveTextContent('Refundable until Dec 4, 2026');
    expect(screen.getByRole('link', { name: 'Details of the payment of Nov 20, 2026' })).toHaveAttribute(
      'href',
      `/transactions/${PAID.payment_id}`,
    );
  });

  it('lists failed and expired attempts with their state, and shows no refund for them', async () => {
    const attempt = (id: string, status: string) => ({
      ...PAID,
      payment_id: id,
      status,
      created_at: '2026-11-21T09:00:00.000Z',
      paid_at: null,
      refundable_until: null,
      refundable: false,
    });
    const failed = attempt('1b7f7f0e-5d1a-4c55-9a0c-0f1e2d3c4b5a', 'failed');
    const expired = attempt('2b7f7f0e-5d1a-4c55-9a0c-0f1e2d3c4b5a', 'expired');
    const list = await page(({ url }) =>
      url.pathname === '/api/transactions.php' ? json({ transactions: [failed, expired, PAID] }) : undefined,
    );
    const rows = await screen.findAllByTestId('transaction');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Nov 21, 2026 · iDEAL');
    expect(rows[0]).toHaveTextContent('Payment failed');
    expect(rows[1]).toHaveTextContent('Expired');
    expect(rows[2]).toHaveTextContent('Refundable until Dec 4, 2026');
    list.unmount();

    await page(() => json({ transaction: failed }), failed.payment_id);
    expect(await screen.findByText(failed.payment_id)).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.queryByText('Refund')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
  });

  it('names the method as the server does, and by its code when the server gives no name', async () => {
    const card = {
      ...PAID,
      payment_id: '3b7f7f0e-5d1a-4c55-9a0c-0f1e2d3c4b5a',
      paymentmethod: 'creditcard',
      paymentmethod_name: 'Kreditkarte',
    };
    const nameless = { ...PAID, payment_id: '4b7f7f0e-5d1a-4c55-9a0c-0f1e2d3c4b5a', paymentmethod: 'sct' };
    delete (nameless as Partial<typeof nameless>).paymentmethod_name;
    const list = await page(({ url }) =>
      url.pathname === '/api/transactions.php' ? json({ transactions: [card, nameless] }) : undefined,
    );
    const rows = await screen.findAllByTestId('transaction');
    expect(rows[0]).toHaveTextContent('Nov 20, 2026 · Kreditkarte');
    expect(rows[1]).toHaveTextContent('Nov 20, 2026 · sct');
    list.unmount();

    await page(() => json({ transaction: card }), card.payment_id);
    expect(await screen.findByText('Kreditkarte')).toBeInTheDocument();
    expect(screen.queryByText('Credit card')).toBeNull();
  });

  it('has an empty state', async () => {
    await page(({ url }) =>
      url.pathname === '/api/transactions.php' ? json({ transactions: [] }) : undefined,
    );
    expect(await screen.findByText('You have no transactions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('shows one payment, and says when it is not found', async () => {
    const one = await page(
      ({ url }) =>
        url.searchParams.get('id') === PAID.payment_id
          ? json({ transaction: { ...PAID, refundable: false } })
          : json({ error: 'transaction_not_found', message: 'Not found' }, 404),
      PAID.payment_id,
    );
    expect(await screen.findByText(PAID.payment_id)).toBeInTheDocument();
    expect(screen.getByText('The refund period of 14 days ended on Dec 4, 2026.')).toBeInTheDocument();
    one.unmount();
    await page(() => json({ error: 'transaction_not_found', message: 'Not found' }, 404), 'nope');
    expect(await screen.findByText('This transaction could not be found.')).toBeInTheDocument();
  });

  it('refunds a refundable purchase after a confirmation, and shows the server’s refusal', async () => {
    const onRefunded = vi.fn();
    let refunded = false;
    const { calls } = await page(
      ({ method, url }) => {
        if (method === 'POST' && url.pathname === '/api/refund.php') {
          refunded = true;
          return json({ order: { id: PAID.payment_id, status: 'refunded' } });
        }
        return url.pathname === '/api/transactions.php'
          ? json({
              transaction: { ...PAID, status: refunded ? 'refunded' : 'completed', refundable: !refunded },
            })
          : undefined;
      },
      PAID.payment_id,
      onRefunded,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this purchase?' });
    expect(dialog).toHaveTextContent(
      'The 25 credits of this purchase leave your account and €17.99 goes back',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund' }));
    await waitFor(() => expect(onRefunded).toHaveBeenCalled());
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/refund.php',
      body: { payment_id: PAID.payment_id },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull());
  });

  it('shows why a refund is refused', async () => {
    await page(
      ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/refund.php'
          ? json(
              { error: 'refund_credits_used', message: 'You have already used credits from this purchase.' },
              400,
            )
          : url.pathname === '/api/transactions.php'
            ? json({ transaction: PAID })
            : undefined,
      PAID.payment_id,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already used credits from this purchase.',
    );
  });
});
