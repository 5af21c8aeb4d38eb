import { productionWarnings, validateConfig } from './config.schema';

const GOOD_SECRET = '3f9c1a7e5b2d48c6a0e1f7b9d3c5a8e2f4b6d8a0c2e4f6a8';
const TEST_KEY = 'test_abcdefghijklmnopqrstuvwxyz';

describe('validateConfig', () => {
  it('fills local defaults', () => {
    const config = validateConfig({});
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/kindred');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.PORT).toBe(3000);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.TRUST_PROXY).toEqual(['loopback']);
  });

  it('reads TRUST_PROXY as hops, a boolean or an address list, and refuses anything else', () => {
    expect(validateConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(validateConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(validateConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toEqual(['loopback']);
    expect(validateConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => validateConfig({ TRUST_PROXY: 'nginx' })).toThrow(
      /TRUST_PROXY: must be a number of proxy hops/,
    );
  });

  it('rejects a bad URL with the variable name', () => {
    expect(() => validateConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => validateConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => validateConfig({ PORT: '99999' })).toThrow(/PORT/);
  });

  describe('in production', () => {
    const ready = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      SMTP_URL: 'smtp://mail.example:587',
      PUBLIC_URL: 'https://kindred.example',
      SMS_GATEWAY_URL: 'https://sms.example/messages',
    };
    const production = (env: Record<string, string>) => validateConfig({ ...ready, ...env });

    it('demands a session secret', () => {
      expect(() => production({})).toThrow(/SESSION_SECRET: is a known placeholder/);
      expect(production({ SESSION_SECRET: GOOD_SECRET }).NODE_ENV).toBe('production');
    });

    it.each([
      'kindred-local-development-secret-change-me',
      'change-me-to-a-long-random-string-in-production',
      'secret',
      'changeme',
      'CHANGEME',
      'please-change-me-before-going-live-0123456789',
      'x'.repeat(40),
      'abababababababababababababababababab',
    ])('refuses the placeholder secret %s, naming the variable', (secret) => {
      expect(() => production({ SESSION_SECRET: secret })).toThrow(
        /SESSION_SECRET: is a known placeholder: set it to a random string of 32\+ characters/,
      );
    });

    it('refuses a secret under 32 characters', () => {
      expect(() => production({ SESSION_SECRET: GOOD_SECRET.slice(0, 31) })).toThrow(
        /SESSION_SECRET: must be at least 32 characters in production/,
      );
      expect(production({ SESSION_SECRET: GOOD_SECRET.slice(0, 32) }).SESSION_SECRET).toHaveLength(32);
    });

    it('refuses to start without a real payment provider unless the sandbox is chosen', () => {
      const env = { ...ready, PAYMENT_PROVIDER: '', SESSION_SECRET: GOOD_SECRET };
      expect(() => validateConfig(env)).toThrow(/PAYMENT_PROVIDER: no payment provider configured/);
      expect(() => validateConfig({ ...env, PAYMENT_PROVIDER: 'mollie' })).toThrow(
        /MOLLIE_API_KEY: must be set when PAYMENT_PROVIDER=mollie/,
      );
      expect(() => validateConfig({ ...env, PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
      expect(validateConfig({ ...env, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe('sandbox');
      const mollie = { ...env, MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz' };
      expect(validateConfig(mollie).PAYMENT_PROVIDER).toBe('mollie');
      expect(validateConfig({ ...mollie, PAYMENT_PROVIDER: 'mollie' }).PAYMENT_PROVIDER).toBe('mollie');
    });

    it('demands SMTP_URL, so mail and its one-time links never go to files and the log', () => {
      expect(() => production({ SESSION_SECRET: GOOD_SECRET, SMTP_URL: '' })).toThrow(
        /SMTP_URL: must be set in production/,
      );
      const env: Record<string, string> = { ...ready, SESSION_SECRET: GOOD_SECRET };
      delete env.SMTP_URL;
      expect(() => validateConfig(env)).toThrow(/SMTP_URL: must be set in production/);
      expect(production({ SESSION_SECRET: GOOD_SECRET }).SMTP_URL).toBe('smtp://mail.example:587');
    });

    it('demands an https:// PUBLIC_URL unless http is allowed on purpose', () => {
      const env: Record<string, string> = { ...ready, SESSION_SECRET: GOOD_SECRET };
      delete env.PUBLIC_URL;
      expect(() => validateConfig(env)).toThrow(/PUBLIC_URL: must be set in production to the https:\/\//);
      expect(() => production({ SESSION_SECRET: GOOD_SECRET, PUBLIC_URL: '' })).toThrow(
        /PUBLIC_URL: must be set in production/,
      );
      expect(() => production({ SESSION_SECRET: GOOD_SECRET, PUBLIC_URL: 'http://kindred.example' })).toThrow(
        /PUBLIC_URL: must start with https:\/\/ in production/,
      );
      expect(() =>
        production({
          SESSION_SECRET: GOOD_SECRET,
          PUBLIC_URL: 'ftp://kindred.example',
          PUBLIC_URL_ALLOW_HTTP: 'true',
        }),
      ).toThrow(/PUBLIC_URL: must start with https:\/\//);
      expect(production({ SESSION_SECRET: GOOD_SECRET }).PUBLIC_URL).toBe('https://kindred.example');
      const allowed = production({
        SESSION_SECRET: GOOD_SECRET,
        PUBLIC_URL: 'http://localhost:8080',
        PUBLIC_URL_ALLOW_HTTP: 'true',
      });
      expect(allowed.PUBLIC_URL).toBe('http://localhost:8080');
      expect(productionWarnings(allowed)).toEqual([
        expect.stringContaining('PUBLIC_URL is http:// in production'),
      ]);
      expect(productionWarnings(production({ SESSION_SECRET: GOOD_SECRET }))).toEqual([]);
    });

    it('refuses a Mollie test key unless MOLLIE_ALLOW_TEST_KEY=true, and then warns', () => {
      const testKey = { SESSION_SECRET: GOOD_SECRET, PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: TEST_KEY };
      expect(() => production(testKey)).toThrow(/MOLLIE_API_KEY: is a Mollie test key/);
      expect(() => production({ ...testKey, MOLLIE_ALLOW_TEST_KEY: 'false' })).toThrow(
        /MOLLIE_API_KEY: is a Mollie test key/,
      );
      expect(() => production({ ...testKey, PAYMENT_PROVIDER: '' })).toThrow(
        /MOLLIE_API_KEY: is a Mollie test key/,
      );
      const allowed = production({ ...testKey, MOLLIE_ALLOW_TEST_KEY: 'true' });
      expect(allowed.PAYMENT_PROVIDER).toBe('mollie');
      expect(productionWarnings(allowed)).toEqual([
        expect.stringContaining('MOLLIE_API_KEY is a Mollie test key in production'),
      ]);
      const live = production({ ...testKey, MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz' });
      expect(productionWarnings(live)).toEqual([]);
    });

    it('warns that direct debit is not offered without an SMS gateway, and wants the gateway on https://', () => {
      const withoutGateway = production({ SESSION_SECRET: GOOD_SECRET, SMS_GATEWAY_URL: '' });
      expect(withoutGateway.SMS_GATEWAY_URL).toBeUndefined();
      expect(productionWarnings(withoutGateway)).toEqual([
        expect.stringContaining('SMS_GATEWAY_URL is not set: direct debit is not offered'),
      ]);
      expect(() =>
        production({ SESSION_SECRET: GOOD_SECRET, SMS_GATEWAY_URL: 'http://sms.example' }),
      ).toThrow(/SMS_GATEWAY_URL: must be https:\/\/ in production/);
      expect(validateConfig({ SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' }).SMS_GATEWAY_URL).toBe(
        'http://127.0.0.1:9/sms',
      );
    });

    it('seeds no demo accounts unless SEED_DEMO=true', () => {
      expect(production({ SESSION_SECRET: GOOD_SECRET }).SEED_DEMO).toBe(false);
      expect(production({ SESSION_SECRET: GOOD_SECRET, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    });

    it('signs unsubscribe links with a secret derived from SESSION_SECRET unless UNSUBSCRIBE_SECRET is set', () => {
      const derived = production({ SESSION_SECRET: GOOD_SECRET }).UNSUBSCRIBE_SECRET;
      expect(derived).toMatch(/^[0-9a-f]{64}$/);
      expect(derived).not.toContain(GOOD_SECRET);
      const own = 'b7e1c9d3f5a2408e6c1b3d5f7a9e2c4d6f8a0b2c';
      expect(production({ SESSION_SECRET: GOOD_SECRET, UNSUBSCRIBE_SECRET: own }).UNSUBSCRIBE_SECRET).toBe(
        own,
      );
    });

    it('seals TOTP secrets with a key derived from SESSION_SECRET unless TOTP_SECRET_KEY is set', () => {
      const derived = production({ SESSION_SECRET: GOOD_SECRET }).TOTP_SECRET_KEY;
      expect(derived).toMatch(/^[0-9a-f]{64}$/);
      expect(derived).not.toBe(production({ SESSION_SECRET: GOOD_SECRET }).UNSUBSCRIBE_SECRET);
      const own = 'c8f2d0e4a6b3519f7d2c4e6a8b0f3d5e7a9c1b3d';
      expect(production({ SESSION_SECRET: GOOD_SECRET, TOTP_SECRET_KEY: own }).TOTP_SECRET_KEY).toBe(own);
    });

    it('leaves mail-events.php closed without MAIL_EVENTS_SECRET, and holds the other secrets to the rules', () => {
      expect(production({ SESSION_SECRET: GOOD_SECRET }).MAIL_EVENTS_SECRET).toBeUndefined();
      for (const key of ['MAIL_EVENTS_SECRET', 'UNSUBSCRIBE_SECRET', 'TOTP_SECRET_KEY']) {
        expect(() =>
          production({ SESSION_SECRET: GOOD_SECRET, [key]: 'kindred-local-mail-events-secret' }),
        ).toThrow(new RegExp(`${key}: is a known placeholder`));
        expect(() => production({ SESSION_SECRET: GOOD_SECRET, [key]: '1a2b3c4d5e6f7a8b9c' })).toThrow(
          new RegExp(`${key}: must be at least 32`),
        );
      }
    });
  });

  it('keeps development and test easy: sandbox without a Mollie key, demo accounts seeded', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = validateConfig({ NODE_ENV });
      expect(config).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', SEED_DEMO: true });
      expect(validateConfig({ NODE_ENV, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
      expect(config.MAIL_EVENTS_SECRET).toBe('kindred-local-mail-events-secret');
    }
    const mollie = validateConfig({ MOLLIE_API_KEY: TEST_KEY });
    expect(mollie.PAYMENT_PROVIDER).toBe('mollie');
    expect(productionWarnings(mollie)).toEqual([]);
    expect(validateConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).PUBLIC_URL).toBe('http://127.0.0.1:3000');
    expect(() => validateConfig({ PAYMENT_PROVIDER: 'mollie' })).toThrow(/MOLLIE_API_KEY/);
  });
});
