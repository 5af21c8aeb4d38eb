import { randomBytes } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import request, { type Agent } from 'supertest';
import { signedInAdmin } from './helpers/admins';
import { createSite, type SiteFixture } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Operators upload a gift's picture in the console: POST /admin/api/gifts/image (multipart `image`). */
describe('admin API: uploading a gift image', () => {
  let t: TestApp;
  let site: SiteFixture;
  let operator: Agent;
  /** A media folder of this test's own, to count what the uploads store. */
  const mediaDir = `/tmp/kindred-test-media-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9', MEDIA_DIR: mediaDir });
    site = await createSite(t.db, { is_default: true });
    operator = (await signedInAdmin(t, 'operator')).agent;
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const upload = (file: Buffer | string, name = 'gift.png', agent: Agent = operator) =>
    agent.post('/admin/api/gifts/image').set('X-Request-Type', 'client').attach('image', file, name);
  const storedGiftImages = async () => (await readdir(join(mediaDir, 'gifts')).catch(() => [])).length;

  it('stores the picture re-encoded as PNG of at most 512 px, without what the upload carried, for a gift to name', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c33' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } } })
      .jpeg()
      .toBuffer();
    const answer = await upload(photo, 'rose.jpg').expect(201);
    expect(answer.body).toEqual({ image: expect.stringMatching(/^gifts\/[0-9a-f]{24}\.png$/) });
    const image = answer.body.image as string;

    const served = await request(t.http).get(`/media/${image}`).buffer(true).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\/png/);
    const stored = await sharp(served.body as Buffer).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 512, height: 384 });
    expect(stored.exif).toBeUndefined();
    expect((served.body as Buffer).includes('secret-owner')).toBe(false);

    const gift = await operator
      .post('/admin/api/gifts')
      .set('X-Request-Type', 'client')
      .send({ site_id: site.id, slug: `rose-${Date.now()}`, image, names: { en: 'Rose' } })
      .expect(201);
    expect(gift.body).toMatchObject({ image });
  });

  it('refuses what is no JPEG, PNG or WebP picture with 400 photo_invalid, and stores nothing', async () => {
    const before = await storedGiftImages();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="8" height="8"></svg>';
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const [file, name] of [
      [Buffer.from(svg), 'rose.svg'],
      [Buffer.from('not a picture at all'), 'rose.png'],
      [gif, 'rose.gif'],
      [Buffer.alloc(0), 'empty.png'],
    ] as const) {
      const answer = await upload(file, name);
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      expect(answer.body).toMatchObject({ error: 'photo_invalid', message: expect.any(String) });
    }
    const json = await operator
      .post('/admin/api/gifts/image')
      .set('X-Request-Type', 'client')
      .send({ image: 'gifts/rose.png' });
    expect(json.status).toBe(400);
    await operator
      .post('/admin/api/gifts/image')
      .set('X-Request-Type', 'client')
      .field('note', 'no file')
      .expect(400);
    const tooLarge = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'huge.png');
    expect(tooLarge.status).toBe(413);
    expect(await storedGiftImages()).toBe(before);
  });

  it('is for operators only', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const before = await storedGiftImages();
    for (const role of ['finance', 'moderator', 'chat_agent'] as const)
      await upload(png, 'gift.png', (await signedInAdmin(t, role)).agent).expect(403);
    await request(t.http)
      .post('/admin/api/gifts/image')
      .set('X-Request-Type', 'client')
      .attach('image', png, 'gift.png')
      .expect(401);
    expect(await storedGiftImages()).toBe(before);
  });
});
