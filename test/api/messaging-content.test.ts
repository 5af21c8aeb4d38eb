import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { seedGifts } from '../../db/seeds/gifts';
import { EraseExpiredAccountsProcessor } from '../../server/src/identity/jobs/erase-expired-accounts';
import { Outbox } from '../../server/src/shared/outbox/outbox';
import { GIFTS } from '../../db/seeds/data/gifts';
import { chatMembers } from './helpers/chat-members';
import { createSite } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';
import { saveLanguage } from './helpers/members';

const MEDIA_DIR = `/tmp/kindred-test-media-${randomBytes(4).toString('hex')}`;

/** Issue 12 §2: each kind of message and its charge: a text, a photo, a gift; the gift catalogue. */
describe('photos and gifts in chats', () => {
  let t: TestApp;
  let m: ReturnType<typeof chatMembers>;
  let siteId: number;
  let otherSiteId: number;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', MEDIA_DIR });
    siteId = (
      await createSite(t.db, {
        is_default: true,
        signup_credits: 0,
        message_credits: 1,
        photo_credits: 3,
        gift_credits: 7,
        cdn_prefix: '/media',
      })
    ).id;
    otherSiteId = (await createSite(t.db, {})).id;
    await seedGifts(t.db, [siteId, otherSiteId], MEDIA_DIR);
    m = chatMembers(t);
  });
  afterAll(async () => {
    await t.close();
    await rm(MEDIA_DIR, { recursive: true, force: true });
  });

  const giftIds = async (site: number) =>
    (
      (await t.db.query(`SELECT id FROM gifts WHERE site_id = $1 ORDER BY sort`, [site])) as { id: number }[]
    ).map((row) => row.id);

  it("gifts.php lists the site's catalogue in the member's language with its price", async () => {
    const anna = await m.member({ name: 'Anna' });
    const english = (await anna.agent.get('/api/gifts.php').expect(200)).body;
    expect(english.gifts).toHaveLength(GIFTS.length);
    expect(english.gifts[0]).toEqual({
      id: (await giftIds(siteId))[0],
      name: 'Red rose',
      image: '/media/gifts/rose.svg',
      credits: 7,
    });
    await saveLanguage(anna.agent, 'pl');
    const polish = (await anna.agent.get('/api/gifts.php').expect(200)).body;
    expect(polish.gifts[0].name).toBe('Czerwona róża');
    for (const locale of ['de', 'es', 'fr', 'it', 'nl']) {
      const names = (
        await saveLanguage(anna.agent, locale).then(() => anna.agent.get('/api/gifts.php').expect(200))
      ).body.gifts.map((gift: { name: string }) => gift.name);
      expect(names).toEqual(GIFTS.map((gift) => gift.names[locale as 'de']));
    }
    // The drawings exist and are served.
    expect(readFileSync(join(MEDIA_DIR, 'gifts/rose.svg'), 'utf8')).toContain('<svg');
    const served = await anna.agent.get('/media/gifts/heart.svg').expect(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
  });

  it("a gift costs gift_credits and arrives named in the recipient's language", async () => {
    const anna = await m.member({ name: 'Anna' }, { credits: 10 });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    const [rose] = await giftIds(siteId);
    const sent = await m
      .write(anna.agent, 'post', '/api/messages.php', {
        member_id: ben.id,
        client_id: randomUUID(),
        gift_id: rose,
      })
      .expect(201);
    expect(sent.body.message).toMatchObject({
      kind: 'gift',
      text: '',
      photo: null,
      gift: { id: rose, name: 'Red rose', image: '/media/gifts/rose.svg' },
    });
    expect(sent.body.credits).toBe(3);
    const [entry] = (await t.db.query(
      `SELECT kind, amount FROM credit_ledger WHERE account_id = $1 AND amount < 0`,
      [anna.id],
    )) as [{ kind: string; amount: number }];
    expect(entry).toEqual({ kind: 'spend_gift', amount: -7 });

    await saveLanguage(ben.agent, 'de');
    const bens = (await ben.agent.get(`/api/messages.php?member_id=${anna.id}`).expect(200)).body;
    expect(bens.messages[0].gift.name).toBe('Rote Rose');
    expect((await ben.agent.get('/api/chats.php').expect(200)).body.chats[0].last_message).toMatchObject({
      kind: 'gift',
      mine: false,
    });

    // Too few credits for a second one; another site's gift is not on offer here.
    const refused = await m
      .write(anna.agent, 'post', '/api/messages.php', {
        member_id: ben.id,
        client_id: randomUUID(),
        gift_id: rose,
      })
      .expect(402);
    expect(refused.body.error).toBe('insufficient_credits');
    const [foreign] = await giftIds(otherSiteId);
    await m.grant(anna.id, 10);
    const notHere = await m
      .write(anna.agent, 'post', '/api/messages.php', {
        member_id: ben.id,
        client_id: randomUUID(),
        gift_id: foreign,
      })
      .expect(404);
    expect(notHere.body).toEqual({ error: 'gift_not_found', message: 'This gift is not available.' });
    expect(await m.balance(anna)).toBe(13);
  });

  it("chats.php names a gift in its last message in the reader's language, as the conversation does", async () => {
    const anna = await m.member({ name: 'Anna' }, { credits: 20 });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    const [rose, second] = await giftIds(siteId);
    const sendGift = (giftId: number) =>
      m
        .write(anna.agent, 'post', '/api/messages.php', {
          member_id: ben.id,
          client_id: randomUUID(),
          gift_id: giftId,
        })
        .expect(201);
    await sendGift(rose!);
    const lastOf = async (member: typeof anna, locale = 'en') =>
      (await saveLanguage(member.agent, locale).then(() => member.agent.get('/api/chats.php').expect(200)))
        .body.chats[0].last_message;
    expect(await lastOf(anna)).toEqual({
      text: 'Red rose',
      kind: 'gift',
      at: expect.any(String),
      mine: true,
    });
    expect(await lastOf(ben)).toMatchObject({ text: 'Red rose', kind: 'gift', mine: false });
    expect(await lastOf(ben, 'de')).toMatchObject({ text: 'Rote Rose', kind: 'gift', mine: false });
    expect(await lastOf(anna, 'pl')).toMatchObject({ text: 'Czerwona róża', mine: true });
    // Each language as messages.php names the gift for the same reader.
    for (const locale of ['es', 'fr', 'it', 'nl']) {
      await saveLanguage(ben.agent, locale);
      const page = (await ben.agent.get(`/api/messages.php?member_id=${anna.id}`).expect(200)).body;
      expect((await lastOf(ben, locale)).text).toBe(page.messages.at(-1).gift.name);
      expect(page.messages.at(-1).gift.name).toBe(GIFTS[0]!.names[locale as 'de']);
    }
    // A gift taken out of the catalogue keeps its name in the list, as in the conversation.
    await sendGift(second!);
    await t.db.query(`UPDATE gifts SET active = false WHERE id = $1`, [second]);
    try {
      expect(await lastOf(ben, 'de')).toMatchObject({ text: GIFTS[1]!.names.de, kind: 'gift' });
    } finally {
      await t.db.query(`UPDATE gifts SET active = true WHERE id = $1`, [second]);
    }
  });

  it('a photo costs photo_credits and is stored re-encoded, without its EXIF data', async () => {
    const anna = await m.member({ name: 'Anna' }, { credits: 5 });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' });
    const withExif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#36a' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location', Artist: 'Anna' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const clientId = randomUUID();
    const sent = await anna.agent
      .post('/api/messages.php')
      .set('X-Request-Type', 'client')
      .field('member_id', String(ben.id))
      .field('client_id', clientId)
      .attach('photo', withExif, 'me.jpg')
      .expect(201);
    expect(sent.body.message).toMatchObject({
      kind: 'photo',
      client_id: clientId,
      gift: null,
      photo: {
        url: expect.stringMatching(/^\/media\/chat\//),
        thumb_url: expect.stringMatching(/_thumb\.jpg$/),
      },
    });
    expect(sent.body.credits).toBe(2);
    // The list tells a photo by its kind; it has no text to show.
    expect((await ben.agent.get('/api/chats.php').expect(200)).body.chats[0].last_message).toMatchObject({
      text: '',
      kind: 'photo',
      mine: false,
    });
    const file = join(MEDIA_DIR, sent.body.message.photo.url.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
    const stored = await sharp(readFileSync(file)).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(readFileSync(file).includes('secret-location')).toBe(false);
    const [entry] = (await t.db.query(
      `SELECT kind, amount FROM credit_ledger WHERE account_id = $1 AND amount < 0`,
      [anna.id],
    )) as [{ kind: string; amount: number }];
    expect(entry).toEqual({ kind: 'spend_photo', amount: -3 });
    expect(
      (await ben.agent.get(`/api/messages.php?member_id=${anna.id}`).expect(200)).body.messages[0].photo,
    ).toEqual({ ...sent.body.message.photo, blurred: expect.any(Boolean) }); // blurred: photo-review.test.ts

    // Not an image: 400, nothing charged; a photo and a text at once: 400.
    const notImage = await anna.agent
      .post('/api/messages.php')
      .set('X-Request-Type', 'client')
      .field('member_id', String(ben.id))
      .field('client_id', randomUUID())
      .attach('photo', Buffer.from('not an image at all'), 'x.jpg')
      .expect(400);
    expect(notImage.body.error).toBe('photo_invalid');
    const both = await anna.agent
      .post('/api/messages.php')
      .set('X-Request-Type', 'client')
      .field('member_id', String(ben.id))
      .field('client_id', randomUUID())
      .field('text', 'and a text')
      .attach('photo', withExif, 'me.jpg')
      .expect(400);
    expect(both.body.error).toBe('choose_content');
    expect(await m.balance(anna)).toBe(2);
  });
  it('erasing an account erases its conversations, their messages and the photos it sent', async () => {
    const anna = await m.member({ name: 'Anna' }, { credits: 10 });
    const ben = await m.member({ name: 'Ben', gender: 'male', seeking: 'female' }, { credits: 10 });
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a63' } })
      .jpeg()
      .toBuffer();
    const sent = await anna.agent
      .post('/api/messages.php')
      .set('X-Request-Type', 'client')
      .field('member_id', String(ben.id))
      .field('client_id', randomUUID())
      .attach('photo', photo, 'me.jpg')
      .expect(201);
    await m.send(ben, anna, 'Nice photo').expect(201);
    const file = join(MEDIA_DIR, sent.body.message.photo.url.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);

    await m.write(anna.agent, 'post', '/api/delete-account.php', { reason: 'time' }).expect(200);
    t.clock.advance(15 * 24 * 60 * 60 * 1000);
    expect((await t.app.get(EraseExpiredAccountsProcessor).run()).erased).toContain(anna.id);
    await t.app.get(Outbox).sweep();

    const left = (await t.db.query(
      `SELECT (SELECT count(*)::int FROM messages WHERE $1 IN (sender_id, recipient_id)) AS messages,
              (SELECT count(*)::int FROM conversation_members WHERE $1 IN (member_id, partner_id)) AS sides`,
      [anna.id],
    )) as [{ messages: number; sides: number }];
    expect(left[0]).toEqual({ messages: 0, sides: 0 });
    expect(existsSync(file)).toBe(false);
    expect((await ben.agent.get('/api/chats.php').expect(200)).body).toEqual({ chats: [], unread: 0 });
  });
});
