import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rememberPurchaseReturn } from '../../../lib/purchase-return';
import { PaymentPage } from '../components/payment-page';
import type { Discount } from '../lib/discounts';
import { manualTimers } from './manual-timers';
import {
  bundleFixture,
  bundlesFixture,
  json,
  orderFixture,
  renderBilling,
  type Handler,
} from './render-billing';

const PATTERN = '/credits/:id/:paymentmethod?';
/** The purchase's idempotency key (lib/client-id.ts) as the server takes it. */
const KEY = expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const TIME_BONUS: Discount = {
  code: 'TIMEBONUS25',
  percentage: 25,
  minimum: 0,
  country: 'NL',
  kind: 'time_bonus',
  expires: '2026-01-01T04:00:00.000Z',
};

function page(
  path: string,
  handler: Handler,
  { onPaid = vi.fn(), redirect = vi.fn(), timers = manualTimers(0) } = {},
) {
  return renderBilling(
    <PaymentPage
      routeName="credits-id-paymentmethod"
      user={{ id: 7 }}
      onPaid={onPaid}
      redirect={redirect}
      timers={timers}
    />,
    { path, pattern: PATTERN, handler },
  );
}

const withBundles =
  (bundles = bundlesFixture(), more: Handler = () => undefined): Handler =>
  (request) =>
    request.url.pathname === '/api/bundles.php' ? json(bundles) : more(request);

/** The `client_id` of each order the page placed, in order. */
const orderKeys = (calls: Awaited<ReturnType<typeof page>>['calls']) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/orders.php')
    .map((call) => call.body!.client_id);

/** "Pay now", the server's error, "Pay now" again: the provider's checkout opens. */
async function payAgainAfter(error: string, redirect: ReturnType<typeof vi.fn>, checkoutUrl: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(error);
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await waitFor(() => expect(redirect).toHaveBeenCalledWith(checkoutUrl));
}

describe('payment page: checkout', () => {
  it("names the methods as the server does, offers only the server's, and a nameless one by its code", async () => {
    await page(
      '/credits/2',
      withBundles(
        bundlesFixture({
          payment_methods: ['ideal', 'creditcard', 'sct'],
          // PayPal is named but not offered; sct is offered without a name
          payment_method_names: { ideal: 'iDEAL', creditcard: 'Kreditkarte', paypal: 'PayPal' },
        }),
      ),
    );
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    const radios = within(methods).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['ideal', 'creditcard', 'sct']);
    expect(within(methods).getByRole('radio', { name: 'iDEAL' })).toHaveAttribute('value', 'ideal');
    expect(within(methods).getByRole('radio', { name: 'Kreditkarte' })).toHaveAttribute(
      'value',
      'creditcard',
    );
    expect(within(methods).getByRole('radio', { name: 'sct' })).toHaveAttribute('value', 'sct');
    expect(within(methods).queryByRole('radio', { name: 'PayPal' })).toBeNull();
    expect(screen.queryByText('Credit card')).toBeNull();
  });

  it('offers the methods by name, asks for one, then places the order and opens the checkout', async () => {
    const redirect = vi.fn();
    const { calls } = await page(
      '/credits/2',
      withBundles(bundlesFixture(), ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/orders.php'
          ? json({ order: orderFixture(), checkout_url: 'https://pay.example/checkout?id=1' }, 201)
          : undefined,
      ),
      { redirect },
    );
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    const radios = within(methods).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'ideal',
      'creditcard',
      'paypal',
      'applepay',
      'paysafecard',
      'sct',
    ]);
    for (const name of ['iDEAL', 'Credit card', 'PayPal', 'Apple Pay', 'paysafecard', 'Bank transfer'])
      expect(within(methods).getByRole('radio', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay by direct debit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/directdebit\?bundle=\d+/),
    );
    expect(screen.getByTestId('order-total')).toHaveTextContent('€19.99');

    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a payment method.');
    expect(screen.getByRole('radio', { name: 'iDEAL' })).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'iDEAL' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://pay.example/checkout?id=1'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      client_id: KEY,
      bundle_id: 2,
      payment_method: 'ideal',
    });
  });

  it('applies the active discount and sends its code with the order', async () => {
    const bundles = bundlesFixture({
      discount: TIME_BONUS,
      bundles: [bundleFixture({ discounted_price: 1499 })],
    });
    const { calls } = await page(
      '/credits/2/creditcard',
      withBundles(bundles, ({ method }) =>
        method === 'POST'
          ? json({ order: orderFixture(), checkout_url: 'https://pay.example/x' }, 201)
          : undefined,
      ),
    );
    expect(await screen.findByTestId('order-total')).toHaveTextContent('€14.99');
    expect(screen.getByText('Discount (TIMEBONUS25, 25%)')).toBeInTheDocument();
    expect(screen.getByText('−€5.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        client_id: KEY,
        bundle_id: 2,
        payment_method: 'creditcard',
        discount_code: 'TIMEBONUS25',
      }),
    );
  });

  it('checks a typed code again and applies it', async () => {
    await page(
      '/credits/2/ideal?code=KINDRED10',
      withBundles(bundlesFixture(), ({ url }) =>
        url.pathname === '/api/discountcode.php'
          ? json({
              discount: { ...TIME_BONUS, code: 'KINDRED10', percentage: 10, kind: 'code', expires: null },
            })
          : undefined,
      ),
    );
    expect(await screen.findByText('Discount (KINDRED10, 10%)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('€17.99');
  });

  it('does not apply or send a code below its minimum order value', async () => {
    const { calls } = await page(
      '/credits/1/ideal?code=HOLLAND20',
      withBundles(bundlesFixture(), ({ url, method }) => {
        if (url.pathname === '/api/discountcode.php')
          return json({
            discount: { ...TIME_BONUS, code: 'HOLLAND20', percentage: 20, minimum: 1999, kind: 'code' },
          });
        if (method === 'POST')
          return json({ order: orderFixture(), checkout_url: 'https://pay.example/3' }, 201);
        return undefined;
      }),
    );
    expect(await screen.findByText('HOLLAND20 applies to orders from €19.99.')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('€9.99');
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        client_id: KEY,
        bundle_id: 1,
        payment_method: 'ideal',
      }),
    );
  });

  it('tells why a typed code cannot be used', async () => {
    await page(
      '/credits/2/ideal?code=BERLIN15',
      withBundles(bundlesFixture(), ({ url }) =>
        url.pathname === '/api/discountcode.php'
          ? json({ error: 'code_not_found', message: 'Code not found' }, 404)
          : undefined,
      ),
    );
    expect(await screen.findByText('The code BERLIN15 cannot be used: Code not found')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('€19.99');
  });

  it('shows the server message when the order is refused', async () => {
    await page(
      '/credits/2/ideal',
      withBundles(bundlesFixture(), ({ method }) =>
        method === 'POST'
          ? // (a 5xx is repeated first: the purchase's key makes that safe)
            json({ error: 'payment_method_unavailable', message: 'Try later.' }, 400)
          : undefined,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
  });

  it('sends one key per purchase attempt: the same when the call is repeated after a network error, a new one for a click after the server refused', async () => {
    let answer = 0;
    const redirect = vi.fn();
    const { calls } = await page(
      '/credits/2/ideal',
      withBundles(bundlesFixture(), ({ method, url }) => {
        if (method !== 'POST' || url.pathname !== '/api/orders.php') return undefined;
        answer++;
        // the connection drops (the order may have been placed): the client repeats the call by itself
        if (answer === 1) return Promise.reject(new TypeError('Failed to fetch'));
        if (answer === 2) return json({ error: 'code_already_used', message: 'Code already used' }, 409);
        return json({ order: orderFixture(), checkout_url: 'https://pay.example/checkout?id=1' }, 201);
      }),
      { redirect },
    );
    // the member clicks again: the server answered the first attempt, this is a new one
    await payAgainAfter('Code already used', redirect, 'https://pay.example/checkout?id=1');
    const keys = orderKeys(calls);
    expect(keys).toEqual([KEY, KEY, KEY]);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('tries the provider again with a new key when it could not start the payment, not the failed order', async () => {
    // the server as it is: a key it has seen answers that key's order (here failed), a new key a new order
    const failed = orderFixture({ id: 'failed', status: 'failed' });
    const seen = new Set<unknown>();
    const redirect = vi.fn();
    const { calls } = await page(
      '/credits/2/ideal',
      withBundles(bundlesFixture(), ({ method, url, body }) => {
        if (method !== 'POST' || url.pathname !== '/api/orders.php') return undefined;
        if (seen.has(body!.client_id)) return json({ order: failed, checkout_url: null });
        seen.add(body!.client_id);
        if (seen.size === 1) {
          return json(
            { error: 'payment_provider_unavailable', message: 'The payment could not be started.' },
            502,
          );
        }
        return json({ order: orderFixture({ id: 'new' }), checkout_url: 'https://pay.example/2' }, 201);
      }),
      { redirect },
    );
    await payAgainAfter('The payment could not be started.', redirect, 'https://pay.example/2');
    const keys = orderKeys(calls);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(screen.queryByText('elsewhere')).toBeNull();
  });

  it('makes a new key when the member picks another method after an error', async () => {
    let answer = 0;
    const { calls } = await page(
      '/credits/2/ideal',
      withBundles(bundlesFixture(), ({ method, url }) => {
        if (method !== 'POST' || url.pathname !== '/api/orders.php') return undefined;
        answer++;
        if (answer === 1) return json({ error: 'payment_method_unavailable', message: 'Not here.' }, 400);
        return json({ order: orderFixture(), checkout_url: 'https://pay.example/checkout?id=2' }, 201);
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not here.');
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/orders.php')).toHaveLength(
        2,
      ),
    );
    const [first, second] = calls
      .filter((call) => call.method === 'POST' && call.path === '/api/orders.php')
      .map((call) => call.body!);
    expect(first).toEqual({ bundle_id: 2, payment_method: 'ideal', client_id: KEY });
    expect(second).toEqual({ bundle_id: 2, payment_method: 'paypal', client_id: KEY });
    expect(second!.client_id).not.toBe(first!.client_id);
  });

  it('says so when the bundle does not exist', async () => {
    await page('/credits/99', withBundles());
    expect(await screen.findByText('This bundle does not exist (any more).')).toBeInTheDocument();
  });
});

describe('payment page: the state of a payment', () => {
  const ORDER = orderFixture();
  const path = `/credits/2/ideal?order=${ORDER.id}`;

  it('polls a pending payment until it completes, then refreshes the member once', async () => {
    const onPaid = vi.fn();
    let polls = 0;
    await page(
      path,
      withBundles(bundlesFixture(), ({ url }) => {
        if (url.pathname === '/api/orders.php') {
          polls += 1;
          return json({
            order: polls < 2 ? ORDER : { ...ORDER, status: 'completed', paid_at: ORDER.created_at },
          });
        }
        if (url.pathname === '/api/transactions.php')
          return json({ transactions: [{ payment_id: ORDER.id, credits: 25 }] });
        return undefined;
      }),
      { onPaid },
    );
    expect(await screen.findByText('Your payment is being processed…')).toBeInTheDocument();
    expect(await screen.findByText('25 credits added', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment successful');
    expect(await screen.findByText('Welcome to Premium!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the receipt' })).toHaveAttribute(
      'href',
      `/transactions/${ORDER.id}`,
    );
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('does not welcome a member to premium on a later purchase', async () => {
    await page(
      path,
      withBundles(bundlesFixture(), ({ url }) => {
        if (url.pathname === '/api/orders.php') return json({ order: { ...ORDER, status: 'completed' } });
        if (url.pathname === '/api/transactions.php')
          return json({ transactions: [{ payment_id: ORDER.id }, { payment_id: 'older' }] });
        return undefined;
      }),
    );
    expect(await screen.findByText('25 credits added')).toBeInTheDocument();
    await act(async () => {});
    expect(screen.queryByText('Welcome to Premium!')).not.toBeInTheDocument();
  });

  const completed = withBundles(bundlesFixture(), ({ url }) => {
    if (url.pathname === '/api/orders.php') return json({ order: { ...ORDER, status: 'completed' } });
    if (url.pathname === '/api/transactions.php')
      return json({ transactions: [{ payment_id: ORDER.id }, { payment_id: 'older' }] });
    return undefined;
  });

  it("names the payment's method as the server answers it, also one the member is no longer offered", async () => {
    // Paid by Sofort; the member's methods (bundles.php) no longer include it.
    const sofort = {
      ...ORDER,
      status: 'completed' as const,
      payment_method: 'sofort',
      payment_method_name: 'Sofort',
    };
    await page(
      `/credits/2/sofort?order=${ORDER.id}`,
      withBundles(bundlesFixture(), ({ url }) => {
        if (url.pathname === '/api/orders.php') return json({ order: sofort });
        if (url.pathname === '/api/transactions.php') return json({ transactions: [] });
        return undefined;
      }),
    );
    expect(await screen.findByText('€19.99 · Sofort')).toBeInTheDocument();
  });

  it('leads back to the chat whose credit alert the purchase started from, first', async () => {
    rememberPurchaseReturn({ path: '/members/5/chat', name: 'Anna', memberId: 5 });
    await page(path, completed);
    const back = await screen.findByRole('link', { name: 'Back to the chat with Anna' });
    expect(back).toHaveAttribute('href', '/members/5/chat');
    expect(back).toHaveClass('btn--primary');
    const actions = within(back.parentElement!).getAllByRole('link');
    expect(actions.map((link) => link.textContent)).toEqual([
      'Back to the chat with Anna',
      'Search members',
      'View the receipt',
    ]);
    expect(screen.getByRole('link', { name: 'Search members' })).not.toHaveClass('btn--primary');
  });

  it('offers no way back to a chat for a purchase started elsewhere, an old one or another site', async () => {
    await page(path, completed);
    expect(await screen.findByRole('link', { name: 'Search members' })).toHaveClass('btn--primary');
    expect(screen.queryByRole('link', { name: /Back to the chat/ })).not.toBeInTheDocument();
    cleanup();

    rememberPurchaseReturn({ path: '//evil.example/chat', name: 'Anna', memberId: 5 });
    await page(path, completed);
    expect(await screen.findByRole('link', { name: 'Search members' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to the chat/ })).not.toBeInTheDocument();
    cleanup();

    rememberPurchaseReturn({ path: '/chats/50', name: 'Anna', memberId: 5 }, Date.now() - 3 * 60 * 60 * 1000);
    await page(path, completed);
    expect(await screen.findByRole('link', { name: 'Search members' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Back to the chat/ })).not.toBeInTheDocument();
  });

  it('stops polling after 60 s and offers to check again', async () => {
    const timers = manualTimers(0);
    let polls = 0;
    await page(
      path,
      withBundles(bundlesFixture(), ({ url }) => {
        if (url.pathname !== '/api/orders.php') return undefined;
        polls += 1;
        return json({ order: ORDER });
      }),
      { timers },
    );
    expect(await screen.findByText('Your payment is being processed…')).toBeInTheDocument();
    act(() => timers.advance(60_000));
    expect(await screen.findByText(/still being processed/)).toBeInTheDocument();
    const before = polls;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(polls).toBe(before);
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(polls).toBe(before + 1));
  });

  it('after a failure offers the other methods to try again', async () => {
    const { calls } = await page(
      path,
      withBundles(bundlesFixture(), ({ url, method }) => {
        if (url.pathname === '/api/orders.php' && method === 'GET')
          return json({ order: { ...ORDER, status: 'cancelled' } });
        if (url.pathname === '/api/orders.php' && method === 'POST')
          return json({ order: orderFixture({ id: 'new' }), checkout_url: 'https://pay.example/2' }, 201);
        return undefined;
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed or has been cancelled.');
    const radios = within(screen.getByRole('group', { name: 'Payment method' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'creditcard',
      'paypal',
      'applepay',
      'paysafecard',
      'sct',
      'ideal',
    ]);
    expect(radios.some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        client_id: KEY,
        bundle_id: 2,
        payment_method: 'paypal',
      }),
    );
  });

  it('tells when the order does not exist', async () => {
    await page(path, withBundles());
    expect(await screen.findByText('We could not find this order.')).toBeInTheDocument();
  });
});
