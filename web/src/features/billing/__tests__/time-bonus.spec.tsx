import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeBonus, type TimeBonusMember } from '../components/time-bonus';
import { timeBonusDismissedKey } from '../lib/time-bonus';
import { manualTimers, type ManualTimers } from './manual-timers';
import { json, renderBilling } from './render-billing';

const NOW = Date.parse('2026-01-01T01:00:00.000Z');
const bonus = {
  code: 'TIMEBONUS25',
  country: 'NL',
  user_id: 7,
  expires: '2026-01-01T04:00:00.000Z',
  value_percentage: 25,
  currency: 'EUR',
  minimum_order_value: 0,
  status: 'active',
  validity: 'once-per-user',
  expired: false,
  paymentmethods: ['ideal'],
  seconds_left: 10_800,
};

const member = (credits: number): TimeBonusMember => ({ id: 7, credits, paid_user: false });

async function show(
  user: TimeBonusMember | null,
  { routeName = 'members', timeBonus = bonus as unknown, start = NOW } = {},
) {
  const timers = manualTimers(start);
  const view = await renderBilling(<TimeBonus user={user} routeName={routeName} timers={timers} />, {
    handler: ({ url }) =>
      url.pathname === '/api/timebonus.php' ? json({ time_bonus: timeBonus }) : undefined,
  });
  return { ...view, timers };
}

/** Lets `ms` pass on the component's clock. */
function pass(timers: ManualTimers, ms: number) {
  act(() => timers.advance(ms));
}

describe('time bonus', () => {
  it('shows a banner with a countdown from expires that ticks every second', async () => {
    const { timers } = await show(member(3));
    const banner = await screen.findByTestId('time-bonus-banner');
    expect(banner).toHaveTextContent('25% off your credits, only for a short time');
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 03:00:00');
    expect(screen.getByRole('link', { name: 'Get 25% off' })).toHaveAttribute('href', '/credits');
    pass(timers, 1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 02:59:59');
    pass(timers, 61_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 02:58:58');
  });

  it('disappears when the countdown reaches zero', async () => {
    const { timers } = await show(member(3), { start: Date.parse(bonus.expires) - 2_000 });
    expect(await screen.findByRole('timer')).toHaveTextContent('00:00:02');
    pass(timers, 1_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:01');
    pass(timers, 1_000);
    expect(screen.queryByTestId('time-bonus-banner')).not.toBeInTheDocument();
  });

  it('shows nothing outside the members area, for visitors and without a bonus', async () => {
    const credits = await show(member(0), { routeName: 'credits' });
    pass(credits.timers, 41_000);
    expect(screen.queryByTestId('time-bonus-banner')).not.toBeInTheDocument();
    credits.unmount();

    const visitor = await show(null);
    pass(visitor.timers, 41_000);
    expect(screen.queryByTestId('time-bonus-banner')).not.toBeInTheDocument();
    expect(visitor.calls).toHaveLength(0);
    visitor.unmount();

    const none = await show(member(0), { timeBonus: null });
    await act(async () => {});
    pass(none.timers, 41_000);
    expect(none.calls.map((call) => call.path)).toEqual(['/api/timebonus.php']);
    expect(screen.queryByTestId('time-bonus-banner')).not.toBeInTheDocument();
  });

  it('opens the modal after 40 s for a member with 0 credits; dismissing it is remembered', async () => {
    const { timers } = await show(member(0));
    await screen.findByTestId('time-bonus-banner');
    pass(timers, 39_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    pass(timers, 1_000);
    const dialog = screen.getByRole('dialog', { name: 'Your 25% bonus is waiting' });
    expect(dialog).toHaveTextContent('Ends in 02:59:20');
    expect(within(dialog).getByRole('link', { name: 'Get 25% off' })).toHaveAttribute('href', '/credits');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(timeBonusDismissedKey(7))).not.toBeNull();
    // the banner stays
    expect(screen.getByTestId('time-bonus-banner')).toBeInTheDocument();
  });

  it('does not open the modal for a member with credits, or once dismissed', async () => {
    const withCredits = await show(member(3));
    await screen.findByTestId('time-bonus-banner');
    pass(withCredits.timers, 45_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    withCredits.unmount();

    window.localStorage.setItem(timeBonusDismissedKey(7), String(NOW));
    const dismissed = await show(member(0));
    await screen.findByTestId('time-bonus-banner');
    pass(dismissed.timers, 45_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts the 40 s again after leaving the members area', async () => {
    const timers = manualTimers(NOW);
    function Harness() {
      const [routeName, setRouteName] = useState('members');
      return (
        <>
          <button type="button" onClick={() => setRouteName('credits')}>
            leave
          </button>
          <button type="button" onClick={() => setRouteName('members-id')}>
            back
          </button>
          <TimeBonus user={member(0)} routeName={routeName} timers={timers} />
        </>
      );
    }
    await renderBilling(<Harness />, {
      handler: ({ url }) => (url.pathname === '/api/timebonus.php' ? json({ time_bonus: bonus }) : undefined),
    });
    await screen.findByTestId('time-bonus-banner');
    pass(timers, 30_000);
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.queryByTestId('time-bonus-banner')).not.toBeInTheDocument();
    pass(timers, 30_000);
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByTestId('time-bonus-banner')).toBeInTheDocument();
    pass(timers, 30_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    pass(timers, 10_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
