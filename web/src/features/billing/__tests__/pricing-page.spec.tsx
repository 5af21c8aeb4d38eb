import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingPage } from '../components/pricing-page';
import { PremiumPage } from '../components/premium-page';
import { bundlesFixture, json, renderBilling } from './render-billing';

const PLN = bundlesFixture({
  country: 'PL',
  currency: 'PLN',
  minimum_message_cost: { costs: 399, currency: 'PLN' },
  bundles: [
    {
      id: 1,
      credits: 10,
      popular: false,
      currency: 'PLN',
      price: 4499,
      price_per_credit: 450,
      discounted_price: null,
    },
  ],
});

describe('pricing page', () => {
  it('shows a visitor the prices of a chosen country in the UI language', async () => {
    const { calls, router } = await renderBilling(
      <PricingPage routeName="pricing" countries={['NL', 'PL']} userId={null} messageCredits={1} />,
      {
        path: '/pricing',
        pattern: '/pricing',
        handler: ({ url }) =>
          url.pathname === '/api/bundles.php'
            ? json(url.searchParams.get('country') === 'PL' ? PLN : bundlesFixture())
            : undefined,
      },
    );
    // the cheapest credit on offer (25 for €19.99), not the site's minimum_message_costs setting (€0.99)
    expect(await screen.findByText('Messages from €0.80')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', '/signup');
    const select = screen.getByLabelText('Show prices for');
    expect(select).toHaveValue('NL');
    fireEvent.change(select, { target: { value: 'PL' } });
    expect(await screen.findByText('Messages from PLN 4.50')).toBeInTheDocument();
    expect(screen.getByTestId('bundle-10')).toHaveTextContent('PLN 44.99');
    expect(router.state.location.search).toBe('?country=PL');
    expect(calls.map((call) => call.path)).toContain('/api/bundles.php?country=PL');
  });

  it('formats prices for the UI language', async () => {
    await renderBilling(
      <PricingPage routeName="pricing" countries={['NL']} userId={null} messageCredits={1} />,
      {
        path: '/pricing',
        pattern: '/pricing',
        language: 'de',
        handler: ({ url }) => (url.pathname === '/api/bundles.php' ? json(bundlesFixture()) : undefined),
      },
    );
    await waitFor(() => expect(screen.getByTestId('bundle-25')).toHaveTextContent(/19,99\s€/));
    expect(screen.getByText(/Nachrichten ab 0,80\s€/)).toBeInTheDocument();
  });
});

describe('premium page', () => {
  it('tells what premium gives and leads to the credits', async () => {
    await renderBilling(<PremiumPage routeName="premium" user={{ paid_user: false }} />, {
      handler: () => undefined,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Premium' })).toBeInTheDocument();
    expect(screen.getByText('A premium member has a 46% higher chance to find a match.')).toBeInTheDocument();
    expect(screen.getByText('Upload up to 25 photos instead of 3')).toBeInTheDocument();
    expect(screen.getByText('Start unlimited conversations instead of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('shows a paid member that they are premium', async () => {
    await renderBilling(<PremiumPage routeName="premium" user={{ paid_user: true }} />, {
      handler: () => undefined,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are a premium member' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy more credits' })).toHaveAttribute('href', '/credits');
  });
});
