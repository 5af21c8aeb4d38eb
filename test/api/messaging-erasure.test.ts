import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { EraseExpiredAccountsProcessor } from '../../server/src/identity/jobs/erase-expired-accounts';
import { Outbox } from '../../server/src/shared/outbox/outbox';
import { chatMembers, type ChatMember } from './helpers/chat-members';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

const MEDIA_DIR = `/tmp/kindred-test-media-${randomBytes(4).toString('hex')}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Erasure and chat photos: when an account is erased, the photo files of every message that goes with
 * its conversations leave the disk too (the partners' photos to it as well as its own), once the
 * erasure committed; the other conversations' photos stay.
 */
describe('erasing an account removes the photo files of its chats', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', MEDIA_DIR });
    await createSite(t.db, {
      is_default: true,
      signup_credits: 0,
      message_credits: 1,
      photo_credits: 1,
      cdn_prefix: '/media',
    });
    m = chatMembers(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(MEDIA_DIR, { recursive: true, force: true });
  });

  /** Sends a photo from `from` to `to`; answers the paths on disk of the photo and its thumbnail. */
  async function sendPhoto(from: ChatMember, to: ChatMember, colour: string): Promise<string[]> {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const sent = await from.agent
      .post('/api/messages.php')
      .set('X-Request-Type', 'client')
      .field('member_id', String(to.id))
      .field('client_id', randomUUID())
      .attach('photo', photo, 'photo.jpg')
      .expect(201);
    const { url, thumb_url } = sent.body.message.photo as { url: string; thumb_url: string };
    const files = [url, thumb_url].map((path) => join(MEDIA_DIR, path.replace('/media/', '')));
    for (const file of files) expect(existsSync(file)).toBe(true);
    return files;
  }

  async function erase(member: ChatMember): Promise<void> {
    await m.write(member.agent, 'post', '/api/delete-account.php', { reason: 'time' }).expect(200);
    t.clock.advance(15 * DAY_MS);
    expect((await t.app.get(EraseExpiredAccountsProcessor).run()).erased).toContain(member.id);
    await t.app.get(Outbox).sweep();
  }

  it("the partners' photos to the erased member go from disk with the messages; other chats keep theirs", async () => {
    const anna = await m.member({ name: 'Anna' }, { credits: 10 });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' }, { credits: 10 });
    const carl = await m.member({ name: 'Carl', gender: 'male', seeking: 'female' }, { credits: 10 });
    const fromAnna = await sendPhoto(anna, ben, '#a63');
    const fromBen = await sendPhoto(ben, anna, '#36a');
    const fromCarl = await sendPhoto(carl, anna, '#3a6');
    // Ben's photo to Carl is in a conversation Anna is not in: it stays
    const benToCarl = await sendPhoto(ben, carl, '#666');

    await erase(anna);

    const left = (await t.db.query(
      `SELECT count(*)::int AS n FROM messages WHERE $1 IN (sender_id, recipient_id)`,
      [anna.id],
    )) as [{ n: number }];
    expect(left[0].n).toBe(0);
    for (const file of [...fromAnna, ...fromBen, ...fromCarl]) expect(existsSync(file)).toBe(false);
    for (const file of benToCarl) expect(existsSync(file)).toBe(true);
    expect(existsSync(join(MEDIA_DIR, `chat/${anna.id}`))).toBe(false);
    // Ben's and Carl's folders stay with their other photo
    expect(existsSync(join(MEDIA_DIR, `chat/${ben.id}`))).toBe(true);
    // the removal ran once the erasure committed, as its own delivery, done
    const deliveries = (await t.db.query(
      `SELECT d.handler, d.delivered_at IS NOT NULL AS done FROM outbox o
         JOIN outbox_deliveries d ON d.event_id = o.id
        WHERE o.event = 'ChatPhotosErased' AND (o.payload->>'accountId')::int = $1`,
      [anna.id],
    )) as { handler: string; done: boolean }[];
    expect(deliveries).toEqual([{ handler: 'RemoveErasedChatPhotos', done: true }]);
  });

  it('the removal is idempotent: run again (a retried delivery), files already gone are no error', async () => {
    const dora = await m.member({ name: 'Dora' }, { credits: 10 });
    const eric = await m.member({ name: 'Eric', gender: 'male', seeking: 'female' }, { credits: 10 });
    const files = [...(await sendPhoto(eric, dora, '#a36')), ...(await sendPhoto(dora, eric, '#6a3'))];
    await erase(dora);
    for (const file of files) expect(existsSync(file)).toBe(false);

    // the delivery once more, as a retry after a crash between the removal and its "done" would run it
    const [event] = (await t.db.query(
      `SELECT id FROM outbox WHERE event = 'ChatPhotosErased' AND (payload->>'accountId')::int = $1`,
      [dora.id],
    )) as [{ id: string }];
    await t.db.query(
      `UPDATE outbox_deliveries SET delivered_at = NULL, next_attempt_at = now() - interval '1 day'
        WHERE event_id = $1`,
      [event.id],
    );
    await t.app.get(Outbox).sweep();
    const [again] = (await t.db.query(
      `SELECT delivered_at IS NOT NULL AS done FROM outbox_deliveries WHERE event_id = $1`,
      [event.id],
    )) as [{ done: boolean }];
    expect(again.done).toBe(true);
    for (const file of files) expect(existsSync(file)).toBe(false);
  });
});
