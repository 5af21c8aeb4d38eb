import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { featureRenderer, json } from '../../../test/render-feature';
import { DisabledNotificationsAlert } from '../components/disabled-notifications-alert';
import {
  DISABLED_NOTIFICATIONS_DISMISSED_KEY,
  shouldShowDisabledNotifications,
} from '../lib/disabled-notifications-alert';

const render = featureRenderer('notificationPrefs', { path: '/members', pattern: '/members' });
const TITLE = 'E-mail notifications disabled because the mail was marked as spam, bounced, or unsubscribed.';

describe('shouldShowDisabledNotifications', () => {
  const user = { notifications_disabled: ['fbl'] };
  it('shows for a member with a reason, except on settings and notifications, until dismissed for it', () => {
    expect(shouldShowDisabledNotifications({ user, routeName: 'members', dismissedFor: null })).toBe(true);
    expect(shouldShowDisabledNotifications({ user, routeName: 'chats-id', dismissedFor: null })).toBe(true);
    expect(shouldShowDisabledNotifications({ user, routeName: 'settings', dismissedFor: null })).toBe(false);
    expect(shouldShowDisabledNotifications({ user, routeName: 'notifications', dismissedFor: null })).toBe(
      false,
    );
    expect(shouldShowDisabledNotifications({ user, routeName: 'members', dismissedFor: 'fbl' })).toBe(false);
    // a new reason after the dismissal shows it again
    expect(
      shouldShowDisabledNotifications({
        user: { notifications_disabled: ['fbl', 'bounce'] },
        routeName: 'members',
        dismissedFor: 'fbl',
      }),
    ).toBe(true);
    expect(shouldShowDisabledNotifications({ user: null, routeName: 'members', dismissedFor: null })).toBe(
      false,
    );
    expect(
      shouldShowDisabledNotifications({
        user: { notifications_disabled: [] },
        routeName: 'members',
        dismissedFor: null,
      }),
    ).toBe(false);
  });
});

describe('DisabledNotificationsAlert', () => {
  it('says why, links to the settings, and remembers its dismissal', async () => {
    await render(
      <DisabledNotificationsAlert user={{ notifications_disabled: ['fbl'] }} routeName="members" />,
      { handler: () => json({}) },
    );
    const alert = await screen.findByTestId('disabled-notifications-alert');
    expect(alert).toHaveTextContent(TITLE);
    expect(alert).toHaveTextContent('An e-mail from us was marked as spam.');
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('disabled-notifications-alert')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DISABLED_NOTIFICATIONS_DISMISSED_KEY)).toBe('fbl');
  });

  it('turns e-mail notifications on again with PUT enable_email', async () => {
    let enabled = 0;
    const { calls } = await render(
      <DisabledNotificationsAlert
        user={{ notifications_disabled: ['bounce'] }}
        routeName="members"
        onEnabled={() => enabled++}
      />,
      {
        handler: (call) =>
          call.method === 'PUT'
            ? json({
                email: {},
                frequency: { messages: 'instant', likes: 'instant' },
                notifications_disabled: [],
              })
            : undefined,
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Turn e-mail notifications on again' }));
    await waitFor(() => expect(enabled).toBe(1));
    expect(calls).toEqual([{ method: 'PUT', path: '/api/notifications.php', body: { enable_email: true } }]);
  });

  it('stays away on the settings and notifications pages', async () => {
    const { unmount } = await render(
      <DisabledNotificationsAlert user={{ notifications_disabled: ['bounce'] }} routeName="settings" />,
      { handler: () => json({}) },
    );
    expect(screen.queryByTestId('disabled-notifications-alert')).not.toBeInTheDocument();
    unmount();
    await render(
      <DisabledNotificationsAlert user={{ notifications_disabled: ['bounce'] }} routeName="notifications" />,
      { handler: () => json({}) },
    );
    expect(screen.queryByTestId('disabled-notifications-alert')).not.toBeInTheDocument();
  });
});
