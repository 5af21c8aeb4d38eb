import request from 'supertest';
import { COMPLAINTS_PER_DAY } from '../../server/src/compliance/commands/file-complaint/file-complaint.handler';
import { adminAgent, createAdmin, signedInAdmin } from './helpers/admins';
import { chatMembers, type ChatMember } from './helpers/chat-members';
import { createSite } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Issue 14 §3: members file complaints and follow them; moderators assign, resolve and dismiss them. */
describe('complaints', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
    await createSite(t.db, { is_default: true, signup_credits: 0, message_credits: 1 });
    m = chatMembers(t);
  });
  afterAll(() => t.close());

  const file = (member: ChatMember, body: object) =>
    member.agent.post('/api/complaints.php').set('X-Request-Type', 'client').send(body);
  const act = (agent: request.Agent, id: number, verb: string, body: object) =>
    agent.post(`/admin/api/complaints/${id}/${verb}`).set('X-Request-Type', 'client').send(body);
  const auditOf = async (id: number) =>
    (await t.db.query(
      `SELECT admin_id, action, before, after FROM audit_log
        WHERE resource = 'complaints' AND record_id = $1 ORDER BY id`,
      [String(id)],
    )) as { admin_id: number; action: string; before: unknown; after: unknown }[];

  it('files a complaint about a member and lists it for the reporter only', async () => {
    const anna = await m.member({ name: 'Anna' });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    const carl = await m.member({ name: 'Carl', gender: 'male', seeking: 'female' });

    const filed = await file(anna, {
      member_id: ben.id,
      reason: 'harassment',
      text: '  He keeps insulting me. ',
    }).expect(201);
    expect(filed.body.complaint).toEqual({
      id: expect.any(Number),
      member: { id: ben.id, name: 'Ben' },
      message: null,
      photo_id: null,
      reason: 'harassment',
      text: 'He keeps insulting me.',
      status: 'open',
      note: null,
      source: 'form',
      created_at: '2026-11-21T12:00:00.000Z',
      handled_at: null,
    });

    // A report from a profile lands in the same list.
    await anna.agent
      .post('/api/report.php')
      .set('X-Request-Type', 'client')
      .send({ id: carl.id, reason: 'fake_profile' })
      .expect(201);

    const own = await anna.agent.get('/api/complaints.php').expect(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(
      own.body.complaints.map((c: { member: { name: string }; source: string }) => [c.member.name, c.source]),
    ).toEqual([
      ['Carl', 'report'],
      ['Ben', 'form'],
    ]);
    // Nobody else sees them.
    expect((await ben.agent.get('/api/complaints.php').expect(200)).body.complaints).toEqual([]);
    await request(t.http).get('/api/complaints.php').expect(403);
  });

  it('files a complaint about a message the member concerned sent the reporter', async () => {
    const anna = await m.member({ name: 'Anna' });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' }, { credits: 5 });
    const carl = await m.member({ name: 'Carl', gender: 'male', seeking: 'female' }, { credits: 5 });
    const fromBen = (await m.send(ben, anna, 'Send me money').expect(201)).body.message.id as number;
    const fromCarl = (await m.send(carl, anna, 'Hello').expect(201)).body.message.id as number;

    const filed = await file(anna, {
      member_id: ben.id,
      message_id: fromBen,
      reason: 'scam',
      text: 'Asks for money',
    }).expect(201);
    expect(filed.body.complaint.message).toEqual({ id: fromBen, text: 'Send me money' });

    // Someone else's message, or one the reporter wrote, is refused and nothing is filed.
    for (const [member, message] of [
      [ben, fromCarl],
      [carl, fromBen],
    ] as const) {
      const refused = await file(anna, {
        member_id: member.id,
        message_id: message,
        reason: 'scam',
        text: 'x',
      }).expect(404);
      expect(refused.body).toMatchObject({ error: 'message_not_found' });
    }
    await file(ben, { member_id: anna.id, message_id: fromBen, reason: 'scam', text: 'x' }).expect(404);
    expect((await anna.agent.get('/api/complaints.php')).body.complaints).toHaveLength(1);
  });

  it('refuses bad input with 400 and files nothing', async () => {
    const anna = await m.member();
    const ben = await m.member({ gender: 'male', seeking: 'female' });
    const bad: [object, string][] = [
      [{ member_id: ben.id, reason: 'boring', text: 'x' }, 'reason'],
      [{ member_id: ben.id, reason: 'spam', text: '   ' }, 'text'],
      [{ member_id: ben.id, reason: 'spam' }, 'text'],
      [{ member_id: ben.id, reason: 'spam', text: 'x'.repeat(2001) }, 'text'],
      [{ member_id: 'abc', reason: 'spam', text: 'x' }, 'member_id'],
      [{ member_id: ben.id, message_id: -1, reason: 'spam', text: 'x' }, 'message_id'],
      [{ member_id: anna.id, reason: 'spam', text: 'x' }, 'member_id'],
    ];
    for (const [body, field] of bad) {
      const response = await file(anna, body).expect(400);
      expect(response.body).toEqual(
        expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
      );
      expect(Object.keys(response.body.fields ?? { [field]: 1 })).toContain(field);
    }
    const nobody = await file(anna, { member_id: 2_000_000_000, reason: 'spam', text: 'x' }).expect(404);
    expect(nobody.body.error).toBe('member_not_found');
    expect((await anna.agent.get('/api/complaints.php')).body.complaints).toEqual([]);
  });

  it('never tells of a member of another site or a deleted one: 404 without a name, nothing filed', async () => {
    const anna = await m.member();
    const other = await createSite(t.db, { signup_credits: 0 });
    const { user: dora } = await signUp(t, { name: 'Dora' }, other.domain);
    const gone = await m.member({ name: 'Gone', gender: 'male', seeking: 'female' });
    await t.db.query(`UPDATE accounts SET deleted_at = now() WHERE id = $1`, [gone.id]);
    for (const memberId of [dora.id as number, gone.id]) {
      const complaint = await file(anna, { member_id: memberId, reason: 'spam', text: 'x' }).expect(404);
      expect(complaint.body.error).toBe('member_not_found');
      expect(JSON.stringify(complaint.body)).not.toMatch(/Dora|Gone/);
      const report = await anna.agent
        .post('/api/report.php')
        .set('X-Request-Type', 'client')
        .send({ id: memberId, reason: 'fake_profile' })
        .expect(404);
      expect(report.body.error).toBe('member_not_found');
    }
    expect((await anna.agent.get('/api/complaints.php')).body.complaints).toEqual([]);
  });

  it('keeps to the daily limit when complaints arrive at once', async () => {
    const anna = await m.member();
    const ben = await m.member({ gender: 'male', seeking: 'female' });
    const tries = COMPLAINTS_PER_DAY.max + 5;
    const answers = await Promise.all(
      Array.from({ length: tries }, (_, i) =>
        file(anna, { member_id: ben.id, reason: 'spam', text: `#${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(COMPLAINTS_PER_DAY.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(answers.find((answer) => answer.status === 429)!.body.error).toBe('complaint_limit_reached');
    const [{ n }] = (await t.db.query(`SELECT count(*)::int AS n FROM complaints WHERE reporter_id = $1`, [
      anna.id,
    ])) as [{ n: number }];
    expect(n).toBe(COMPLAINTS_PER_DAY.max);
  });

  it('lists complaints grouped by reported member, filtered by status, reason, assignee and target', async () => {
    const { agent: moderator } = await signedInAdmin(t, 'moderator');
    const target = await m.member({ name: 'Dora' });
    const reporters = [
      await m.member({ gender: 'male', seeking: 'female' }),
      await m.member({ gender: 'male', seeking: 'female' }),
    ];
    for (const reporter of reporters) {
      await file(reporter, { member_id: target.id, reason: 'fake_profile', text: 'Not real' }).expect(201);
    }
    const filter = encodeURIComponent(JSON.stringify({ target_profile_id: target.id, status: 'open' }));
    const list = await moderator.get(`/admin/api/complaints?filter=${filter}&range=[0,9]`).expect(200);
    expect(list.headers['content-range']).toBe('complaints 0-1/2');
    expect(list.body[0]).toMatchObject({
      target_profile_id: target.id,
      target_name: 'Dora',
      reason: 'fake_profile',
      reports_against: 2,
      open_reports_against: 2,
      assignee_id: null,
      assignee_name: null,
    });
    const byReason = encodeURIComponent(JSON.stringify({ target_profile_id: target.id, reason: 'spam' }));
    expect((await moderator.get(`/admin/api/complaints?filter=${byReason}`).expect(200)).body).toEqual([]);
    const sorted = await moderator.get(
      `/admin/api/complaints?sort=${encodeURIComponent('["reports_against","DESC"]')}`,
    );
    expect(sorted.status).toBe(200);

    for (const query of [
      `filter=${encodeURIComponent('{"status":"closed"}')}`,
      `filter=${encodeURIComponent('{"owner":1}')}`,
      `filter=${encodeURIComponent('{"assignee_id":"x"}')}`,
      `sort=${encodeURIComponent('["remarks","ASC"]')}`,
      'range=[5,1]',
    ]) {
      const refused = await moderator.get(`/admin/api/complaints?${query}`).expect(400);
      expect(refused.body).toEqual(
        expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
      );
    }
    await moderator.get('/admin/api/complaints/abc').expect(404);
    await moderator.get('/admin/api/complaints/2000000000').expect(404);
  });

  it('assigns and resolves with a note the reporter sees, each action audited with before and after', async () => {
    const { admin: mod, agent: moderator } = await signedInAdmin(t, 'moderator');
    const other = await createAdmin(t, 'moderator', 'Olga');
    const anna = await m.member();
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    const id = (await file(anna, { member_id: ben.id, reason: 'harassment', text: 'Rude' }).expect(201)).body
      .complaint.id as number;

    const mine = await act(moderator, id, 'assign', { admin_id: mod.id }).expect(200);
    expect(mine.body).toMatchObject({ id, assignee_id: mod.id, assignee_name: `Test moderator` });
    const theirs = await act(moderator, id, 'assign', { admin_id: other.id }).expect(200);
    expect(theirs.body).toMatchObject({ assignee_id: other.id, assignee_name: 'Olga' });
    const filter = encodeURIComponent(JSON.stringify({ assignee_id: other.id }));
    expect(
      (await moderator.get(`/admin/api/complaints?filter=${filter}`)).body.map((c: { id: number }) => c.id),
    ).toEqual([id]);
    // Only console accounts that handle complaints.
    const finance = await createAdmin(t, 'finance');
    await act(moderator, id, 'assign', { admin_id: finance.id }).expect(400);
    await act(moderator, id, 'assign', { admin_id: 'me' }).expect(400);
    // Nor a disabled one, who is left out of the assignee list too.
    const gone = await createAdmin(t, 'moderator', 'Gone');
    await t.db.query(`UPDATE admin_accounts SET disabled_at = now() WHERE id = $1`, [gone.id]);
    await act(moderator, id, 'assign', { admin_id: gone.id }).expect(400);
    const assignees = (await moderator.get('/admin/api/complaints/assignees').expect(200)).body as {
      id: number;
    }[];
    expect(assignees.map((a) => a.id)).toEqual(expect.arrayContaining([mod.id, other.id]));
    expect(assignees.map((a) => a.id)).not.toContain(gone.id);

    t.clock.advance(60_000);
    const resolved = await act(moderator, id, 'resolve', { note: ' We warned him. ' }).expect(200);
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      note: 'We warned him.',
      handled_by: mod.id,
      handled_by_name: 'Test moderator',
      handled_at: '2026-11-21T12:01:00.000Z',
    });

    const own = (await anna.agent.get('/api/complaints.php').expect(200)).body.complaints[0];
    expect(own).toMatchObject({
      id,
      status: 'resolved',
      note: 'We warned him.',
      handled_at: '2026-11-21T12:01:00.000Z',
    });

    expect(await auditOf(id)).toEqual([
      {
        admin_id: mod.id,
        action: 'complaints.assign',
        before: { status: 'open', assignee_id: null, note: '', handled_by: null },
        after: { status: 'open', assignee_id: mod.id, note: '', handled_by: null },
      },
      {
        admin_id: mod.id,
        action: 'complaints.assign',
        before: { status: 'open', assignee_id: mod.id, note: '', handled_by: null },
        after: { status: 'open', assignee_id: other.id, note: '', handled_by: null },
      },
      {
        admin_id: mod.id,
        action: 'complaints.resolve',
        before: { status: 'open', assignee_id: other.id, note: '', handled_by: null },
        after: { status: 'resolved', assignee_id: other.id, note: 'We warned him.', handled_by: mod.id },
      },
    ]);

    // Closed is closed: no second outcome, no reassignment, nothing audited.
    const again = await act(moderator, id, 'dismiss', { note: 'Changed my mind' }).expect(409);
    expect(again.body.error).toBe('complaint_closed');
    await act(moderator, id, 'assign', { admin_id: mod.id }).expect(409);
    expect(await auditOf(id)).toHaveLength(3);
  });

  it('records one outcome when moderators close a complaint at once', async () => {
    const moderators = await Promise.all([1, 2, 3, 4].map(() => createAdmin(t, 'moderator')));
    const agents = await Promise.all(moderators.map((admin) => adminAgent(t, admin)));
    const anna = await m.member();
    const ben = await m.member({ gender: 'male', seeking: 'female' });
    const id = (await file(anna, { member_id: ben.id, reason: 'spam', text: 'Spam' }).expect(201)).body
      .complaint.id as number;

    const answers = await Promise.all(
      agents.map((agent, i) => act(agent, id, i % 2 ? 'dismiss' : 'resolve', { note: `Note ${i}` })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ admin_id: moderators[winner]!.id, after: { note: `Note ${winner}` } });
  });

  it('refuses bad input from the console with 400 and changes nothing', async () => {
    const { agent: moderator } = await signedInAdmin(t, 'moderator');
    const anna = await m.member();
    const ben = await m.member({ gender: 'male', seeking: 'female' });
    const id = (await file(anna, { member_id: ben.id, reason: 'spam', text: 'Spam' }).expect(201)).body
      .complaint.id as number;
    for (const body of [{}, { note: '' }, { note: '   ' }, { note: 5 }, { note: 'x'.repeat(2001) }]) {
      const refused = await act(moderator, id, 'resolve', body).expect(400);
      expect(refused.body).toEqual(
        expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
      );
    }
    for (const body of [{}, { admin_id: 0 }, { admin_id: [1] }])
      await act(moderator, id, 'assign', body).expect(400);
    await act(moderator, 2_000_000_000, 'resolve', { note: 'x' }).expect(404);
    expect(await auditOf(id)).toEqual([]);
    const [row] = (await t.db.query(`SELECT status FROM complaints WHERE id = $1`, [id])) as [
      { status: string },
    ];
    expect(row.status).toBe('open');
  });
});
