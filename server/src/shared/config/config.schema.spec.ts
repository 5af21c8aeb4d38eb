import { validateConfig } from './config.schema';

describe('validateConfig', () => {
  it('fills local defaults', () => {
    const config = validateConfig({});
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/kindred');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.PORT).toBe(3000);
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('rejects a bad URL with the variable name', () => {
    expect(() => validateConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => validateConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => validateConfig({ PORT: '99999' })).toThrow(/PORT/);
  });

  it('demands a real session secret in production', () => {
    expect(() => validateConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(validateConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).NODE_ENV).toBe(
      'production',
    );
  });
});
