import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBundles, createSite, type BundleFixture } from './helpers/fixtures';
import { signUp } from './helpers/members';
import { createTestApp, type TestApp } from './helpers/test-app';
import { DIRECT_DEBIT_FORM } from './helpers/direct-debit-form';

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];

const FORM = DIRECT_DEBIT_FORM;

const post = (agent: Agent, path: string, body: object) =>
  agent.post(path).set('X-Request-Type', 'client').send(body);

interface Texted {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; text: string };
}

/** An SMS gateway on a local port: keeps what it is sent, answers `status`. */
async function startGateway() {
  const texts: Texted[] = [];
  const gateway = { texts, status: 202, url: '', close: () => Promise.resolve() };
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      texts.push({
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString()) as Texted['body'],
      });
      response.writeHead(gateway.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  gateway.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return gateway;
}

describe('direct debit codes through an SMS gateway (SMS_GATEWAY_URL)', () => {
  let t: TestApp;
  let bundles: BundleFixture;
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    gateway = await startGateway();
    t = await createTestApp({
      SMTP_URL: '',
      PUBLIC_URL: 'http://127.0.0.1:9',
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_TOKEN: 'gateway-token',
    });
    const site = await createSite(t.db, { is_default: true, countries: ['NL'], signup_credits: 0 });
    bundles = await createBundles(t.db, site.id);
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('texts the code to the member through the gateway, and that code buys the bundle', async () => {
    const { agent } = await signUp(t, { country: 'NL' });
    gateway.status = 202;
    const asked = await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.popular }).expect(
      201,
    );
    const texted = gateway.texts.at(-1)!;
    expect(texted).toMatchObject({
      authorization: 'Bearer gateway-token',
      contentType: 'application/json',
      body: { to: '+31612345678', text: expect.stringMatching(/code: \d{6}\. It is valid for 10 minutes\./) },
    });
    const [outbox] = (await t.db.query(`SELECT count(*)::int AS n FROM sms_outbox`)) as [{ n: number }];
    expect(outbox.n).toBe(0);

    const code = /(\d{6})/.exec(texted.body.text)![1]!;
    const confirmed = await post(agent, '/api/directdebit-confirm.php', {
      id: asked.body.request.id,
      code,
    }).expect(200);
    expect(confirmed.body.order).toMatchObject({ payment_method: 'sdd', status: 'completed', credits: 25 });
  });

  it('tells the member to try again when the gateway fails; texts not sent do not count, nor can they be confirmed', async () => {
    const { agent, user } = await signUp(t, { country: 'NL' });
    gateway.status = 500;
    // more failures than the 5 texts an hour: none of them was sent, so none counts
    for (let attempt = 0; attempt < 6; attempt++) {
      const failed = await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.small }).expect(
        503,
      );
      expect(failed.body).toEqual({
        error: 'sms_not_sent',
        message: 'We could not send the code by SMS. Please try again in a few minutes.',
      });
    }
    const requests = (await t.db.query(
      `SELECT status, erased_at IS NOT NULL AS erased FROM direct_debit_requests WHERE account_id = $1`,
      [user.id],
    )) as { status: string; erased: boolean }[];
    expect(requests).toEqual(Array(6).fill({ status: 'voided', erased: true }));

    gateway.status = 202;
    const asked = await post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.small }).expect(
      201,
    );
    const code = /(\d{6})/.exec(gateway.texts.at(-1)!.body.text)![1]!;
    await post(agent, '/api/directdebit-confirm.php', { id: asked.body.request.id, code }).expect(200);
  });

  it('holds the 5 texts an hour when requests come at once, and gives back texts that failed at once', async () => {
    const { agent } = await signUp(t, { country: 'NL' });
    const askAll = (count: number) =>
      Promise.all(
        Array.from({ length: count }, () =>
          post(agent, '/api/directdebit.php', { ...FORM, bundle_id: bundles.small }),
        ),
      );
    gateway.status = 500;
    const failed = await askAll(4);
    expect(failed.map((answer) => answer.status)).toEqual([503, 503, 503, 503]);

    gateway.status = 202;
    const textsBefore = gateway.texts.length;
    const asked = await askAll(7);
    const statuses = asked.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(gateway.texts.length - textsBefore).toBe(5);
  });
});
