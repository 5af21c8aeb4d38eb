import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, featureRenderer, json, type ApiCall } from '../../../test/render-feature';
import type { OwnComplaint } from '../api/complaints';
import { ComplaintsPage } from '../components/complaints-page';

const render = featureRenderer('complaints', { path: '/complaints', pattern: '/complaints' });

const partner = (id: number, name: string) => ({
  conversation: { id: id * 10 },
  profile: {
    id,
    name,
    age: 30,
    city: 'Utrecht',
    region: null,
    country: 'NL',
    fictional: false,
    main_image: null,
    last_active_at: '2026-11-21T12:00:00Z',
    online: false,
  },
  num_unread_messages: 0,
  last_message: null,
});

const message = (id: number, text: string, mine = false) => ({
  id,
  client_id: null,
  kind: 'text',
  text,
  photo: null,
  gift: null,
  at: '2026-11-21T11:00:00Z',
  mine,
  status: 'read',
});

const complaint = (overrides: Partial<OwnComplaint> = {}): OwnComplaint => ({
  id: 1,
  member: { id: 7, name: 'Ben' },
  message: null,
  photo_id: null,
  reason: 'harassment',
  text: 'He insulted me',
  status: 'open',
  note: null,
  source: 'form',
  created_at: '2026-11-21T12:00:00.000Z',
  handled_at: null,
  ...overrides,
});

/** A fake complaints.php (POST adds to the list), chats.php with Ben and Carl, Ben's messages. */
function server(initial: OwnComplaint[] = [], options: { post?: (call: ApiCall) => Response } = {}) {
  let complaints = initial;
  return (call: ApiCall) => {
    if (call.path === '/api/complaints.php' && call.method === 'GET') return json({ complaints });
    if (call.path === '/api/complaints.php' && call.method === 'POST') {
      if (options.post) return options.post(call);
      const body = call.body as {
        member_id: number;
        message_id?: number;
        reason: OwnComplaint['reason'];
        text: string;
      };
      const filed = complaint({
        id: complaints.length + 100,
        member: { id: body.member_id, name: body.member_id === 7 ? 'Ben' : 'Someone' },
        message: body.message_id ? { id: body.message_id, text: 'Send money' } : null,
        reason: body.reason,
        text: body.text,
      });
      complaints = [filed, ...complaints];
      return json({ complaint: filed }, 201);
    }
    if (call.path === '/api/chats.php')
      return json({ chats: [partner(7, 'Ben'), partner(8, 'Carl')], unread: 0 });
    if (call.path.startsWith('/api/messages.php?member_id=7')) {
      return json({
        conversation: { id: 70 },
        profile: partner(7, 'Ben').profile,
        messages: [message(1, 'Hi'), message(2, 'My reply', true), message(3, 'Send money')],
        has_older: false,
      });
    }
    return undefined;
  };
}

describe('ComplaintsPage', () => {
  it('shows a skeleton, then the empty state', async () => {
    await render(<ComplaintsPage routeName="complaints" />, { handler: server() });
    expect(screen.getByText('Loading your complaints…')).toBeInTheDocument();
    expect(await screen.findByTestId('complaints-empty')).toHaveTextContent(
      'You have not filed any complaints.',
    );
  });

  it('lists own complaints with their state and the moderator note', async () => {
    await render(<ComplaintsPage routeName="complaints" />, {
      handler: server([
        complaint({ id: 2, status: 'resolved', note: 'We warned him.', handled_at: '2026-11-21T13:00:00Z' }),
        complaint({
          id: 1,
          member: { id: 8, name: 'Carl' },
          source: 'report',
          reason: 'fake_profile',
          text: '',
        }),
      ]),
    });
    const items = await screen.findAllByTestId('complaint');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'About Ben' })).toBeInTheDocument();
    expect(within(items[0]!).getByTestId('complaint-status')).toHaveTextContent('Resolved');
    expect(within(items[0]!).getByTestId('complaint-note')).toHaveTextContent(
      "Moderator's noteWe warned him.",
    );
    expect(within(items[1]!).getByTestId('complaint-status')).toHaveTextContent('Open');
    expect(items[1]).toHaveTextContent('Fake profile');
    expect(items[1]).toHaveTextContent('reported from a profile or chat');
    expect(items[1]).toHaveTextContent('Our moderators have not handled this complaint yet.');
  });

  it('says what is missing before sending anything', async () => {
    const { calls } = await render(<ComplaintsPage routeName="complaints" />, { handler: server() });
    await screen.findByTestId('complaints-empty');
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('Choose the member your complaint is about.')).toBeInTheDocument();
    expect(screen.getByText('Choose a reason.')).toBeInTheDocument();
    expect(screen.getByText('Describe what happened.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Member concerned' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('files a complaint about a message of a chat partner and shows it in the list', async () => {
    const { calls } = await render(<ComplaintsPage routeName="complaints" />, { handler: server() });
    const member = await screen.findByRole('combobox', { name: 'Member concerned' });
    await waitFor(() => expect(within(member).getByRole('option', { name: 'Ben' })).toBeInTheDocument());
    fireEvent.change(member, { target: { value: '7' } });
    const messages = await screen.findByRole('group', { name: 'Message concerned (optional)' });
    // only what Ben sent, newest first
    expect(
      within(messages)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(['No particular message: the member in general', 'Send money', 'Hi']);
    fireEvent.click(within(messages).getByRole('radio', { name: 'Send money' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Scam or asking for money' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What happened?' }), {
      target: { value: ' Asks for money ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }));

    expect(await screen.findByTestId('complaint-filed')).toHaveTextContent('Your complaint was filed');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/complaints.php',
        body: { member_id: 7, message_id: 3, reason: 'scam', text: 'Asks for money' },
      },
    ]);
    const item = await screen.findByTestId('complaint');
    expect(item).toHaveTextContent('About Ben');
    expect(item).toHaveTextContent('Send money');
    // the form is empty again
    expect(screen.getByRole('textbox', { name: 'What happened?' })).toHaveValue('');
  });

  it('files about another member by profile number, opened with ?member=', async () => {
    const { calls } = await render(<ComplaintsPage routeName="complaints" />, {
      handler: server(),
      path: '/complaints?member=1234',
    });
    const profile = await screen.findByRole('textbox', { name: 'Profile number or link' });
    expect(profile).toHaveValue('1234');
    fireEvent.change(profile, { target: { value: 'https://kindred.local/members/555' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What happened?' }), { target: { value: 'Ads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    await screen.findByTestId('complaint-filed');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      member_id: 555,
      reason: 'spam',
      text: 'Ads',
    });
  });

  it("shows the server's refusal next to the field and the daily limit as a form message", async () => {
    let answer = apiError(404, 'member_not_found', 'This member does not exist.', {
      member_id: 'This member does not exist.',
    });
    await render(<ComplaintsPage routeName="complaints" />, {
      handler: server([], { post: () => answer }),
      path: '/complaints?member=99',
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Spam' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What happened?' }), { target: { value: 'Ads' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByText('This member does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Profile number or link' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    answer = apiError(
      429,
      'complaint_limit_reached',
      'You have filed the most complaints allowed for today.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have filed the most complaints allowed for today.',
    );
  });

  it('offers to try again when the list does not load', async () => {
    let fail = true;
    const base = server([complaint()]);
    await render(<ComplaintsPage routeName="complaints" />, {
      handler: (call) =>
        fail && call.path === '/api/complaints.php' ? apiError(400, 'bad_request', 'Oops') : base(call),
    });
    expect(await screen.findByText('Your complaints could not be loaded.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('complaint')).toHaveTextContent('About Ben');
  });
});
