import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditsPage } from '../components/credits-page';
import { discountFixture } from '../../../test/fixtures';
import { bundleFixture, bundlesFixture, json, renderBilling, type Handler } from './render-billing';

const USER = { id: 7, credits: 3, paid_user: false };
const KINDRED10 = discountFixture();

const api =
  (bundles = bundlesFixture(), codes: Record<string, Response> = {}): Handler =>
  ({ url }) => {
    if (url.pathname === '/api/bundles.php') return json(bundles);
    if (url.pathname === '/api/repeat-order.php') return json({ repeat: null });
    if (url.pathname === '/api/discountcode.php') return codes[url.searchParams.get('code') ?? '']?.clone();
    return undefined;
  };

function page(handler: Handler, path = '/credits', messageCredits: number | null = 1) {
  return renderBilling(<CreditsPage routeName="credits" user={USER} messageCredits={messageCredits} />, {
    path,
    pattern: '/credits',
    handler,
  });
}

describe('credits page', () => {
  it('lists the bundles with price per credit, the popular one and the balance', async () => {
    await page(api());
    const popular = await screen.findByTestId('bundle-25');
    expect(popular).toHaveTextContent('Most popular');
    expect(popular).toHaveTextContent('€19.99');
    expect(popular).toHaveTextContent('€0.80 per credit');
    expect(within(popular).getByRole('link', { name: 'Choose 25 credits' })).toHaveAttribute(
      'href',
      '/credits/2',
    );
    expect(screen.getByText('You have 3 credits.')).toBeInTheDocument();
    expect(screen.getByTestId('messages-from')).toHaveTextContent('Messages from €0.80');
  });

  it('tells what a message costs at least from the bundles offered, not from minimum_message_costs', async () => {
    const bundles = bundlesFixture({
      minimum_message_cost: { costs: 99, currency: 'EUR' },
      bundles: [
        bundleFixture({ id: 1, credits: 10, popular: false, price: 999, price_per_credit: 100 }),
        bundleFixture({ id: 4, credits: 150, popular: false, price: 7999, price_per_credit: 53 }),
      ],
    });
    await page(api(bundles), '/credits', 2);
    await screen.findByTestId('bundle-150');
    // 150 credits for €79.99 is €0.53 a credit; a message costs 2 credits here
    expect(screen.getByTestId('messages-from')).toHaveTextContent('Messages from €1.07');
  });

  it('counts the running discount in the cheapest message', async () => {
    const bundles = bundlesFixture({
      discount: { ...KINDRED10, code: 'WELCOME25', percentage: 25, kind: 'welcome' },
      bundles: [bundleFixture({ discounted_price: 1499 })],
    });
    await page(api(bundles));
    await screen.findByTestId('bundle-25');
    expect(screen.getByTestId('messages-from')).toHaveTextContent('Messages from €0.60');
  });

  it('leaves the price of a message out while what a message costs is unknown', async () => {
    await page(api(), '/credits', null);
    await screen.findByTestId('bundle-25');
    expect(screen.queryByTestId('messages-from')).not.toBeInTheDocument();
    expect(screen.queryByText(/Messages from/)).not.toBeInTheDocument();
  });

  it('strikes the list price through with the active discount', async () => {
    const bundles = bundlesFixture({
      discount: { ...KINDRED10, code: 'WELCOME25', percentage: 25, kind: 'welcome' },
      bundles: [bundleFixture({ discounted_price: 1499 })],
    });
    await page(api(bundles));
    const card = await screen.findByTestId('bundle-25');
    expect(card.querySelector('del')).toHaveTextContent('€19.99');
    expect(card.querySelector('ins')).toHaveTextContent('€14.99');
    expect(card).toHaveTextContent('Save 25%');
    expect(screen.getByText('Your discount: 25% off with WELCOME25')).toBeInTheDocument();
  });

  it('applies a discount code the server accepts and carries it to the payment', async () => {
    await page(api(bundlesFixture(), { KINDRED10: json({ discount: KINDRED10 }) }));
    await screen.findByTestId('bundle-25');
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: ' kindred10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/KINDRED10: 10% off/)).toBeInTheDocument();
    const card = screen.getByTestId('bundle-25');
    expect(card.querySelector('ins')).toHaveTextContent('€17.99');
    expect(within(card).getByRole('link', { name: 'Choose 25 credits' })).toHaveAttribute(
      'href',
      '/credits/2?code=KINDRED10',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByTestId('bundle-25').querySelector('del')).toBeNull());
  });

  it('shows the server message for a code that does not exist or was used', async () => {
    await page(
      api(bundlesFixture(), {
        NOPE: json({ error: 'code_not_found', message: 'Code not found' }, 404),
        USED: json({ error: 'code_already_used', message: 'Code already used' }, 409),
      }),
    );
    await screen.findByTestId('bundle-25');
    const field = screen.getByLabelText('Discount code');
    fireEvent.change(field, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code not found')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: 'used' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code already used')).toBeInTheDocument();
  });

  it('notes a code that applies only from its minimum order value', async () => {
    const holland = { ...KINDRED10, code: 'HOLLAND20', percentage: 20, minimum: 1999, country: 'NL' };
    await page(api(bundlesFixture(), { HOLLAND20: json({ discount: holland }) }), '/credits?code=HOLLAND20');
    expect(await screen.findByText('HOLLAND20: 20% off orders from €19.99')).toBeInTheDocument();
    expect(screen.getByTestId('bundle-10')).toHaveTextContent('HOLLAND20 applies to orders from €19.99.');
    expect(screen.getByTestId('bundle-10').querySelector('del')).toBeNull();
    expect(screen.getByTestId('bundle-25').querySelector('ins')).toHaveTextContent('€15.99');
  });
});
