import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RepeatOrderPage } from '../components/repeat-order-page';
import { apiError } from '../../../test/render-feature';
import { bundlesFixture, json, orderFixture, renderBilling, type Handler } from './render-billing';

const REPEAT = {
  bundle_id: 2,
  credits: 25,
  payment_method: 'creditcard',
  payment_method_name: 'Credit card',
  stored_method: { label: 'Sandbox card •••• 0002', payment_method: 'creditcard' },
};

function page(handler: Handler, onPaid = vi.fn(), redirect = vi.fn()) {
  return renderBilling(
    <RepeatOrderPage routeName="credits-repeat-order" user={{ id: 7 }} onPaid={onPaid} redirect={redirect} />,
    { path: '/credits/repeat-order', pattern: '/credits/repeat-order', handler },
  );
}

const api =
  (repeat: unknown, charge: () => Response | Promise<Response>): Handler =>
  ({ url, method }) => {
    if (url.pathname === '/api/bundles.php') return json(bundlesFixture());
    if (url.pathname === '/api/transactions.php') return json({ transactions: [] });
    if (url.pathname !== '/api/repeat-order.php') return undefined;
    return method === 'POST' ? charge() : json({ repeat });
  };

/** The bodies the page posted to repeat-order.php. */
const charges = (calls: { method: string; path: string; body?: Record<string, unknown> }[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/repeat-order.php')
    .map((call) => call.body);

describe('repeat order', () => {
  it('has an empty state without a previous order', async () => {
    await page(api(null, () => json({}, 500)));
    expect(await screen.findByText('You have not bought any credits yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a bundle' })).toHaveAttribute('href', '/credits');
  });

  it('charges the stored card; a declined card offers a new try and PayPal', async () => {
    let status: 'failed' | 'completed' = 'failed';
    const onPaid = vi.fn();
    const { calls } = await page(
      api(REPEAT, () =>
        json(
          {
            order: orderFixture({ status, payment_method: 'creditcard', payment_method_name: 'Credit card' }),
            checkout_url: null,
          },
          201,
        ),
      ),
      onPaid,
    );
    expect(await screen.findByText('Sandbox card •••• 0002')).toBeInTheDocument();
    expect(await screen.findByText('€19.99')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Credit card payment failed');
    expect(screen.getByRole('link', { name: 'Pay with PayPal' })).toHaveAttribute(
      'href',
      '/credits/2/paypal',
    );
    status = 'completed';
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('25 credits added')).toBeInTheDocument();
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    // The declined purchase was answered; "Try again" is a new purchase with a key of its own.
    const [declined, again] = charges(calls);
    expect(declined).toEqual({ bundle_id: 2, client_id: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) });
    expect(again).toEqual({ bundle_id: 2, client_id: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) });
    expect(again!.client_id).not.toBe(declined!.client_id);
  });

  it('sends a purchase again with the same key after a network error, and a new one when the member clicks again after the server refused', async () => {
    let answer = 0;
    const onPaid = vi.fn();
    const { calls } = await page(
      api(REPEAT, () => {
        answer++;
        // the connection drops (the charge may have happened): the client repeats the call by itself
        if (answer === 1) return Promise.reject(new TypeError('Failed to fetch'));
        if (answer === 2)
          return apiError(
            403,
            'direct_debit_limit_reached',
            'Your limit for direct debit payments has been reached.',
          );
        return json(
          {
            order: orderFixture({
              status: 'completed',
              payment_method: 'creditcard',
              payment_method_name: 'Credit card',
            }),
            checkout_url: null,
          },
          200,
        );
      }),
      onPaid,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(
      await screen.findByText('Your limit for direct debit payments has been reached.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('25 credits added')).toBeInTheDocument();
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    const keys = charges(calls).map((body) => body!.client_id);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('goes to the checkout when nothing is stored', async () => {
    const redirect = vi.fn();
    await page(
      api({ ...REPEAT, payment_method: 'ideal', payment_method_name: 'iDEAL', stored_method: null }, () =>
        json({ order: orderFixture(), checkout_url: 'https://pay.example/r' }, 201),
      ),
      vi.fn(),
      redirect,
    );
    expect(await screen.findByText('iDEAL')).toBeInTheDocument();
    expect(screen.getByText('You will go to the payment page to pay.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/r'));
  });

  it("names the last order's method as the server answers it, also one the member is no longer offered", async () => {
    // Paid by Sofort in Germany; the member now lives in the Netherlands, whose methods have no Sofort.
    await page(
      api({ ...REPEAT, payment_method: 'sofort', payment_method_name: 'Sofort', stored_method: null }, () =>
        json({ order: orderFixture(), checkout_url: 'https://pay.example/r' }, 201),
      ),
    );
    expect(await screen.findByText('Sofort')).toBeInTheDocument();
    expect(screen.queryByText('sofort')).not.toBeInTheDocument();
  });
});
