import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionsPage } from '../components/transactions-page';
import { json, renderBilling, type Handler } from './render-billing';

const PAID = {
  payment_id: '0b7f7f0e-5d1a-4c55-9a0c-0f1e2d3c4b5a',
  credits: 25,
  paymentmethod: 'ideal',
  amount: 1799,
  currency: 'EUR',
  status: 'completed',
  paid_at: '2026-11-20T10:00:00.000Z',
  refund_days: 14,
  refundable_until: '2026-12-04T10:00:00.000Z',
  refundable: true,
};

function page(handler: Handler, paymentId: string | null = null) {
  return renderBilling(
    <TransactionsPage routeName="transactions-id" user={{ id: 7 }} paymentId={paymentId} />,
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
});
