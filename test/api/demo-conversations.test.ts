import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DEMO_LOGIN } from '../../db/seeds/data/demo-logins';
import { isNoop, seed } from '../../db/seeds/seed';
import { loggedInAgent } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

interface ChatRow {
  conversation: { id: number };
  profile: { id: number; name: string };
  num_unread_messages: number;
  last_message: { text: string; kind: string; mine: boolean };
}

/** The seeded demo login's inbox, through the real API (issue 12 follow-up: /chats was empty in the demo). */
describe('the demo login after the seed', () => {
  let t: TestApp;
  let mediaDir: string;
  let dataSource: DataSource;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    mediaDir = await mkdtemp(join(tmpdir(), 'kindred-demo-chats-'));
    dataSource = t.app.get<DataSource>(getDataSourceToken());
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('has conversations from fictional members, one unread, free of charge, and can reply; a second seed adds none', async () => {
    const options = { members: 20, mediaDir, log: () => undefined, now: t.clock.now() };
    const first = await seed(dataSource, options);
    expect(first.conversations).toEqual({ created: 3, total: 3 });

    const demo = await loggedInAgent(t, DEMO_LOGIN.email, DEMO_LOGIN.password);
    const chats = await demo.get('/api/chats.php').set('X-Request-Type', 'client').expect(200);
    const rows = chats.body.chats as ChatRow[];
    expect(chats.body.unread).toBe(2);
    expect(
      rows.map((row) => [row.num_unread_messages, row.last_message.mine, row.last_message.kind]),
    ).toEqual([
      [2, false, 'text'],
      [0, false, 'text'],
      [0, false, 'text'],
    ]);
    expect(rows[0]!.last_message.text).toBe('I am thinking of a day trip to the dunes this weekend.');
    // written by fictional members of the demo login's own site
    const writers = (await dataSource.query(
      `SELECT p.fictional, a.site_id = d.site_id AS same_site
         FROM profiles p JOIN accounts a ON a.id = p.id, accounts d
        WHERE p.id = ANY($1) AND d.email = $2`,
      [rows.map((row) => row.profile.id), DEMO_LOGIN.email],
    )) as { fictional: boolean; same_site: boolean }[];
    expect(writers).toEqual(Array(3).fill({ fictional: true, same_site: true }));
    // each writer was active no earlier than their last line (the top bar's "last active" agrees with it)
    const lines = (await dataSource.query(
      `SELECT bool_and(p.last_active_at >= m.last_at) AS consistent
         FROM profiles p
         JOIN (SELECT sender_id, max(sent_at) AS last_at FROM messages GROUP BY sender_id) m ON m.sender_id = p.id
        WHERE p.id = ANY($1)`,
      [rows.map((row) => row.profile.id)],
    )) as [{ consistent: boolean }];
    expect(lines[0].consistent).toBe(true);

    // the unread conversation opens with both lines, from the other member
    const unread = rows[0]!.conversation.id;
    const page = await demo
      .get(`/api/messages.php?conversation_id=${unread}`)
      .set('X-Request-Type', 'client')
      .expect(200);
    expect(
      page.body.messages.map((message: { text: string; mine: boolean }) => [message.text, message.mine]),
    ).toEqual([
      ['Hi Alex! I saw you love hiking too. Any favourite trails around Amsterdam?', false],
      ['I am thinking of a day trip to the dunes this weekend.', false],
    ]);

    // who owes an answer: the demo member (both lines unanswered), not the writer; the reply turns it round
    const sides = () =>
      dataSource.query(
        `SELECT has_sent, waiting, waiting_since IS NOT NULL AS owes FROM conversation_members
          WHERE conversation_id = $1
          ORDER BY member_id = (SELECT started_by FROM conversations WHERE id = $1)`,
        [unread],
      );
    expect(await sides()).toEqual([
      { has_sent: false, waiting: 2, owes: true },
      { has_sent: true, waiting: 0, owes: false },
    ]);

    // a real conversation: the reply is charged like any message, and nothing was charged before it
    const balanceBefore = (await demo.get('/api/user.php').set('X-Request-Type', 'client').expect(200)).body
      .user.credits as number;
    const reply = await demo
      .post('/api/messages.php')
      .set('X-Request-Type', 'client')
      .send({ conversation_id: unread, client_id: randomUUID(), text: 'The dunes sound lovely!' })
      .expect(201);
    const [{ message_credits: cost }] = (await dataSource.query(
      `SELECT message_credits FROM site_settings WHERE domain = 'localhost'`,
    )) as [{ message_credits: number }];
    expect(reply.body.credits).toBe(balanceBefore - cost);
    const [{ n: seededCharges }] = (await dataSource.query(
      `SELECT count(*)::int AS n FROM credit_ledger l JOIN messages m ON l.idempotency_key = 'message:' || m.id
        WHERE m.client_id LIKE 'seed-demo-%'`,
    )) as [{ n: number }];
    expect(seededCharges).toBe(0);
    expect(await sides()).toEqual([
      { has_sent: true, waiting: 0, owes: false },
      { has_sent: true, waiting: 1, owes: true },
    ]);

    const second = await seed(dataSource, options);
    expect(second.conversations).toEqual({ created: 0, total: 3 });
    expect(isNoop(second)).toBe(true);
  });
});
