import sharp from 'sharp';
import request from 'supertest';
import { payThroughSandbox, placeOrder } from './helpers/billing';
import { eventually } from './helpers/eventually';
import { createBundles, createSite, type BundleFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];
interface MemberPhoto {
  id: number;
  locked: boolean;
  url?: string;
}

describe('who sees a new photo (photo_moderation) and photos beyond the free 3 after a refund', () => {
  let t: TestApp;
  let jpeg: Buffer;
  let bundles: BundleFixture;
  let preSite: string;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '', PUBLIC_URL: 'http://127.0.0.1:9' });
    const site = await createSite(t.db, { is_default: true, signup_credits: 0 });
    bundles = await createBundles(t.db, site.id);
    preSite = (await createSite(t.db, { photo_moderation: 'pre' })).domain;
    jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#a36' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => t.close());

  /** A member whose profile is live (activation is not what these tests are about). */
  const liveMember = async (host?: string) => {
    const member = await signUp(t, {}, host);
    await t.db.query(`UPDATE profiles SET status = 'enabled' WHERE id = $1`, [member.user.id]);
    return member;
  };
  const upload = (agent: Agent, host?: string) => {
    const call = agent.post('/api/photos.php').set('X-Request-Type', 'client');
    if (host) call.set('Host', host);
    return call.attach('photo', jpeg, 'me.jpg').expect(201);
  };
  const memberView = async (agent: Agent, id: number, host?: string) => {
    const call = agent.get(`/api/member.php?id=${id}`);
    if (host) call.set('Host', host);
    return (await call.expect(200)).body.member as {
      photo_count: number;
      photos: MemberPhoto[];
      main_image: { filename: string } | null;
    };
  };
  const ownPhotos = async (agent: Agent, host?: string) => {
    const call = agent.get('/api/photos.php');
    if (host) call.set('Host', host);
    return (await call.expect(200)).body.photos as { id: number; status: string; visibility: string }[];
  };

  it('post mode (default): another member sees a new photo at once, still awaiting review', async () => {
    const settings = await request(t.http).get('/api/settings.php').expect(200);
    expect(settings.body.photo_moderation).toBe('post');
    const owner = await liveMember();
    const photo = (await upload(owner.agent)).body.photo as { id: number; filename: string };
    const { agent: other } = await liveMember();

    const seen = await memberView(other, owner.user.id);
    expect(seen.photo_count).toBe(1);
    expect(seen.photos[0]).toMatchObject({ id: photo.id, locked: false });
    expect(seen.main_image?.filename).toBe(photo.filename);
    // the review state is kept for the review queue to come
    expect(await ownPhotos(owner.agent)).toEqual([
      expect.objectContaining({ id: photo.id, status: 'pending', visibility: 'visible' }),
    ]);
  });

  it('pre mode: another member sees a new photo only once it is approved', async () => {
    const settings = await request(t.http).get('/api/settings.php').set('Host', preSite).expect(200);
    expect(settings.body.photo_moderation).toBe('pre');
    const owner = await liveMember(preSite);
    const photo = (await upload(owner.agent, preSite)).body.photo as { id: number; filename: string };
    const { agent: other } = await liveMember(preSite);

    const before = await memberView(other, owner.user.id, preSite);
    expect(before.photo_count).toBe(0);
    expect(JSON.stringify(before)).not.toContain(photo.filename.split('/')[1]!.replace('.jpg', ''));
    expect(await ownPhotos(owner.agent, preSite)).toEqual([
      expect.objectContaining({ id: photo.id, status: 'pending', visibility: 'awaiting_review' }),
    ]);

    // what the admin console's review queue will do
    await t.db.query(`UPDATE photos SET status = 'approved' WHERE id = $1`, [photo.id]);
    const after = await memberView(other, owner.user.id, preSite);
    expect(after.photos).toEqual([expect.objectContaining({ id: photo.id, locked: false })]);
    expect(after.main_image?.filename).toBe(photo.filename);
  });

  it('hides photos beyond the free 3 when a refund ends premium, keeps them, and shows them again with premium', async () => {
    const owner = await liveMember();
    const premium = async () => (await owner.agent.get('/api/user.php')).body.user.paid_user as boolean;
    const buy = async () => {
      const placed = await placeOrder(owner.agent, {
        bundle_id: bundles.small,
        payment_method: 'ideal',
      }).expect(201);
      await payThroughSandbox(t, placed.body.checkout_url);
      await eventually(premium, (paid) => paid);
      return placed.body.order.id as string;
    };

    const orderId = await buy();
    for (let i = 0; i < 5; i++) await upload(owner.agent);
    const { agent: viewer, user: viewerUser } = await liveMember();
    await t.db.query(`UPDATE accounts SET paid_user = true WHERE id = $1`, [viewerUser.id]);
    expect((await memberView(viewer, owner.user.id)).photo_count).toBe(5);

    await owner.agent
      .post('/api/refund.php')
      .set('X-Request-Type', 'client')
      .send({ payment_id: orderId })
      .expect(200);
    await eventually(premium, (paid) => !paid);

    const afterRefund = await memberView(viewer, owner.user.id);
    expect(afterRefund.photo_count).toBe(3);
    const own = await ownPhotos(owner.agent);
    expect(own).toHaveLength(5); // kept
    const hidden = own.filter((photo) => photo.visibility === 'hidden_until_premium');
    expect(hidden).toHaveLength(2);
    const shownIds = afterRefund.photos.map((photo) => photo.id);
    for (const photo of hidden) expect(shownIds).not.toContain(photo.id);

    await buy();
    expect((await memberView(viewer, owner.user.id)).photo_count).toBe(5);
    expect((await ownPhotos(owner.agent)).every((photo) => photo.visibility === 'visible')).toBe(true);
  });
});
