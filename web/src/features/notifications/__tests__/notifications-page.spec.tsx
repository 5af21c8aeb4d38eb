import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, featureRenderer, json, type ApiCall } from '../../../test/render-feature';
import type { NotificationPreferences } from '../api/notification-preferences';
import { NotificationsPage } from '../components/notifications-page';

const render = featureRenderer('notificationPrefs', { path: '/notifications', pattern: '/notifications' });

const defaults = (): NotificationPreferences => ({
  email: {
    new_conversations: true,
    new_messages: true,
    like: true,
    unread_message_reminders: true,
    promotions: true,
    weekly_updates: true,
    news: true,
    reminders: true,
  },
  frequency: { messages: 'instant', likes: 'instant' },
  notifications_disabled: [],
});

/** A fake notifications.php that applies PUTs the way the server does; push-subscriptions.php as given. */
function server(initial = defaults(), push?: (call: ApiCall) => Response | undefined) {
  let state = initial;
  return (call: ApiCall) => {
    if (call.path === '/api/notifications.php' && call.method === 'GET') return json(state);
    if (call.path === '/api/notifications.php' && call.method === 'PUT') {
      const body = call.body as {
        email?: Partial<NotificationPreferences['email']>;
        frequency?: Partial<NotificationPreferences['frequency']>;
        enable_email?: true;
      };
      state = {
        email: { ...state.email, ...body.email },
        frequency: { ...state.frequency, ...body.frequency },
        notifications_disabled: body.enable_email ? [] : state.notifications_disabled,
      };
      return json(state);
    }
    if (call.path === '/api/push-subscriptions.php') return push?.(call);
    return undefined;
  };
}

describe('NotificationsPage', () => {
  it('shows a skeleton, then a labelled switch for each e-mail type and the two frequencies', async () => {
    await render(<NotificationsPage routeName="notifications" />, { handler: server() });
    expect(screen.getByText('Loading your notification settings…')).toBeInTheDocument();
    const newMessages = await screen.findByRole('switch', { name: 'New messages' });
    expect(newMessages).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(8);
    const messages = screen.getByRole('group', { name: 'Messages' });
    expect(within(messages).getByRole('radio', { name: 'At once' })).toBeChecked();
    expect(within(messages).getByRole('radio', { name: 'Daily digest' })).not.toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Likes' })).getAllByRole('radio')).toHaveLength(3);
    // no push endpoint (404): no push section
    expect(screen.queryByRole('heading', { name: 'Push notifications' })).not.toBeInTheDocument();
  });

  it('saves a switch at once with only that change, and confirms it', async () => {
    const { calls } = await render(<NotificationsPage routeName="notifications" />, { handler: server() });
    fireEvent.click(await screen.findByRole('switch', { name: 'Promotions' }));
    expect(screen.getByRole('switch', { name: 'Promotions' })).not.toBeChecked();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/notifications.php', body: { email: { promotions: false } } },
    ]);
  });

  it('saves a frequency at once', async () => {
    const { calls } = await render(<NotificationsPage routeName="notifications" />, { handler: server() });
    const likes = await screen.findByRole('group', { name: 'Likes' });
    fireEvent.click(within(likes).getByRole('radio', { name: 'Never' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { frequency: { likes: 'never' } },
    ]);
    expect(within(likes).getByRole('radio', { name: 'Never' })).toBeChecked();
  });

  it('puts the switch back and says so when the save fails', async () => {
    const base = server();
    await render(<NotificationsPage routeName="notifications" />, {
      handler: (call) =>
        call.method === 'PUT'
          ? apiError(400, 'invalid_email_preferences', 'Switch each type on or off.')
          : base(call),
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'News' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your change could not be saved.');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'News' })).toBeChecked());
  });

  it('shows why e-mail is off and turns it on again', async () => {
    const { calls } = await render(<NotificationsPage routeName="notifications" />, {
      handler: server({ ...defaults(), notifications_disabled: ['bounce'] }),
    });
    const notice = await screen.findByTestId('email-disabled-notice');
    expect(notice).toHaveTextContent(
      'E-mail notifications disabled because the mail was marked as spam, bounced, or unsubscribed.',
    );
    expect(notice).toHaveTextContent('Our last e-mail to you could not be delivered.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Turn e-mail notifications on again' }));
    await waitFor(() => expect(screen.queryByTestId('email-disabled-notice')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enable_email: true });
  });

  it('shows the push section when push-subscriptions.php answers, and saves its switches', async () => {
    const puts: unknown[] = [];
    await render(<NotificationsPage routeName="notifications" />, {
      handler: server(defaults(), (call) => {
        if (call.method === 'PUT') {
          puts.push(call.body);
          return json({ ok: true });
        }
        return json({
          show_message_text: true,
          devices: [{ id: 7, label: 'Firefox on Linux', enabled: true, created_at: '2026-11-20T10:00:00Z' }],
        });
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Push notifications' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Show the message text' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Firefox on Linux' }));
    await waitFor(() => expect(puts).toEqual([{ show_message_text: false }, { id: 7, enabled: false }]));
    expect(screen.getByRole('switch', { name: 'Firefox on Linux' })).not.toBeChecked();
  });

  it('speaks the member language', async () => {
    await render(<NotificationsPage routeName="notifications" />, { handler: server(), language: 'de' });
    expect(await screen.findByRole('switch', { name: 'Neue Nachrichten' })).toBeInTheDocument();
    const messages = screen.getByRole('group', { name: 'Nachrichten' });
    expect(within(messages).getByRole('radio', { name: 'Tägliche Zusammenfassung' })).not.toBeChecked();
  });
});
