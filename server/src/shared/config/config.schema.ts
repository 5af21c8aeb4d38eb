import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_TRUST_PROXY, parseTrustProxy, type TrustProxySetting } from '../http/trust-proxy';

const LOCAL_SESSION_SECRET = 'kindred-local-development-secret-change-me';
/** mail-events.php's secret outside production when MAIL_EVENTS_SECRET is unset (tests send it). */
export const LOCAL_MAIL_EVENTS_SECRET = 'kindred-local-mail-events-secret';

/** Secrets shipped in this repository or guessed first: production refuses them whatever their length. */
const PLACEHOLDER_SECRETS: ReadonlySet<string> = new Set([
  LOCAL_SESSION_SECRET,
  'change-me-to-a-long-random-string-in-production',
  'secret',
  'changeme',
  'change-me',
  'change_me',
  'password',
  'session-secret',
  'session_secret',
  'kindred',
]);
/** A session secret signs cookies and sandbox tokens: long enough that it cannot be guessed. */
export const MIN_PRODUCTION_SECRET_LENGTH = 32;

/** A placeholder: a known one, one that asks to be changed, or one of very few distinct characters. */
function isPlaceholderSecret(secret: string): boolean {
  const normalized = secret.trim().toLowerCase();
  return (
    PLACEHOLDER_SECRETS.has(normalized) ||
    /change[-_ ]?me|replace[-_ ]?me|your[-_ ]?secret/.test(normalized) ||
    new Set(normalized).size < 8
  );
}

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .default('postgres://postgres@127.0.0.1:5432/kindred'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .default('redis://127.0.0.1:6379'),
    SESSION_SECRET: z.string().min(16).default(LOCAL_SESSION_SECRET),
    /** Required in production: without it mail goes to OUTBOX_DIR and one-time links to the log. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Kindred <no-reply@kindred.local>'),
    /**
     * The address members reach; cookies, e-mail and payment links are built from it. Unset: the local
     * server outside production; production needs it set, and https:// unless PUBLIC_URL_ALLOW_HTTP=true.
     */
    PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Lets production run on an http:// PUBLIC_URL (a trial on one machine, tests): its cookies lose Secure. */
    PUBLIC_URL_ALLOW_HTTP: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((value) => value === 'true'),
    MEDIA_DIR: z.string().default('var/media'),
    OUTBOX_DIR: z.string().default('var/outbox'),
    WEB_DIST: z.string().optional(),
    ADMIN_DIST: z.string().optional(),
    /** Proxy hops (1 behind one nginx), true/false, or addresses, CIDR ranges and Express's presets. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((raw, ctx): TrustProxySetting => {
        const setting = parseTrustProxy(raw?.trim() ? raw : DEFAULT_TRUST_PROXY);
        if (setting !== undefined) return setting;
        ctx.addIssue({
          code: 'custom',
          message:
            'must be a number of proxy hops (1 behind one proxy), true, false, or a comma-separated list of IP addresses, CIDR ranges and loopback, linklocal, uniquelocal',
        });
        return z.NEVER;
      }),
    REDIS_PREFIX: z.string().default('kindred'),
    /** How long start-up waits for PostgreSQL and Redis before it gives up and exits non-zero. */
    STARTUP_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** Mollie live or test API key (live_… / test_…); without one, payments go to the built-in sandbox. */
    MOLLIE_API_KEY: z
      .string()
      .regex(/^(live|test)_\w{20,}$/, 'must be a Mollie API key (live_… or test_…)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Lets production use a Mollie test key. Its checkouts charge nothing, yet a "paid" one grants real
     * credits, so production refuses a test_ key unless this is true (and then warns at start-up).
     */
    MOLLIE_ALLOW_TEST_KEY: z
      .enum(['true', 'false', ''])
      .default('false')
      .transform((value) => value === 'true'),
    /**
     * Who takes payments: mollie (needs MOLLIE_API_KEY) or sandbox (test payments, nothing is charged).
     * Unset: Mollie when MOLLIE_API_KEY is set; else the sandbox in development and test, and a refusal to
     * start in production (the sandbox lets anyone with the checkout link mark an order paid).
     */
    PAYMENT_PROVIDER: z
      .enum(['mollie', 'sandbox'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * The SMS gateway for direct debit's one-time codes: each text is POSTed there as JSON `{to, text}`,
     * with `Authorization: Bearer SMS_GATEWAY_TOKEN` when set. Unset: texts go to the sms_outbox table
     * only, so production does not offer direct debit (nobody would receive its codes).
     */
    SMS_GATEWAY_URL: z
      .string()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMS_GATEWAY_TOKEN: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Seed reference data into an empty database at start-up (sites, interests, regions, bundles). */
    SEED_ON_EMPTY: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * Seed the demo members and demo admins whose passwords the README publishes. Unset: only in
     * development and test; a production site gets its first admin from `npm run admin:create`.
     */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Signs the one-click unsubscribe links of notification mails. Unset: derived from SESSION_SECRET (which
     * production checks); when set, production holds it to the same rules as SESSION_SECRET.
     */
    UNSUBSCRIBE_SECRET: z
      .string()
      .min(16)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * Seals the admin accounts' TOTP secrets in the database. Unset: derived from SESSION_SECRET (which
     * production checks); when set, production holds it to the same rules as SESSION_SECRET. Set it
     * before rotating SESSION_SECRET, else the sealed secrets cannot be opened.
     */
    TOTP_SECRET_KEY: z
      .string()
      .min(16)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * The shared secret the mail provider's bounce, complaint and unsubscribe notices carry (POST
     * /api/mail-events.php). Unset: a development value outside production; in production the endpoint
     * refuses every notice until it is set (32+ characters, no placeholder).
     */
    MAIL_EVENTS_SECRET: z
      .string()
      .min(16)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /**
     * How long mails about new messages and likes wait, so that several become one mail and a member who
     * reads them in the meantime gets none (a daily digest waits a day instead).
     */
    NOTIFICATION_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86400).default(120),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV !== 'production') {
      if (config.PAYMENT_PROVIDER === 'mollie' && !config.MOLLIE_API_KEY) {
        ctx.addIssue({
          code: 'custom',
          path: ['MOLLIE_API_KEY'],
          message: 'must be set when PAYMENT_PROVIDER=mollie',
        });
      }
      return;
    }
    if (config.SMS_GATEWAY_URL?.startsWith('http://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_GATEWAY_URL'],
        message: 'must be https:// in production: the texts carry one-time codes that authorise payments',
      });
    }
    const secret = config.SESSION_SECRET;
    if (secret === LOCAL_SESSION_SECRET || isPlaceholderSecret(secret)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'is a known placeholder: set it to a random string of 32+ characters in production (e.g. `openssl rand -hex 32`)',
      });
    } else if (secret.length < MIN_PRODUCTION_SECRET_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: `must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production (e.g. \`openssl rand -hex 32\`)`,
      });
    }
    for (const key of ['UNSUBSCRIBE_SECRET', 'TOTP_SECRET_KEY', 'MAIL_EVENTS_SECRET'] as const) {
      const value = config[key];
      if (value === undefined) continue;
      if (value === LOCAL_MAIL_EVENTS_SECRET || isPlaceholderSecret(value)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is a known placeholder: set a random string of 32+ characters',
        });
      } else if (value.length < MIN_PRODUCTION_SECRET_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`,
        });
      }
    }
    if (!config.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'must be set in production (smtp:// or smtps://): without it every e-mail is written to files and its links, password-reset and login links included, to the log',
      });
    }
    if (!config.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'must be set in production to the https:// address members reach: session cookies, e-mail and payment links are built from it',
      });
    } else if (
      !config.PUBLIC_URL.startsWith('https://') &&
      !(config.PUBLIC_URL_ALLOW_HTTP && config.PUBLIC_URL.startsWith('http://'))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'must start with https:// in production, else session cookies are sent without Secure (PUBLIC_URL_ALLOW_HTTP=true allows http:// for a trial on one machine)',
      });
    }
    if (isMollieTestKey(config.MOLLIE_API_KEY) && !config.MOLLIE_ALLOW_TEST_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['MOLLIE_API_KEY'],
        message:
          'is a Mollie test key (test_…): nothing is charged, yet every "paid" test checkout grants real credits. Use a live_… key, or set MOLLIE_ALLOW_TEST_KEY=true to run on test payments on purpose',
      });
    }
    if (config.PAYMENT_PROVIDER === 'mollie' && !config.MOLLIE_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['MOLLIE_API_KEY'],
        message: 'must be set when PAYMENT_PROVIDER=mollie',
      });
    } else if (!config.PAYMENT_PROVIDER && !config.MOLLIE_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'no payment provider configured: set MOLLIE_API_KEY (and PAYMENT_PROVIDER=mollie) to take real payments, or PAYMENT_PROVIDER=sandbox to run on test payments where nothing is charged',
      });
    }
  })
  .transform((config) => ({
    ...config,
    /** Always set: production has checked its own; elsewhere the local server. */
    PUBLIC_URL: config.PUBLIC_URL ?? 'http://localhost:3000',
    /** The provider in use, decided once here. */
    PAYMENT_PROVIDER: config.PAYMENT_PROVIDER ?? (config.MOLLIE_API_KEY ? 'mollie' : 'sandbox'),
    SEED_DEMO:
      config.SEED_DEMO === undefined ? config.NODE_ENV !== 'production' : config.SEED_DEMO === 'true',
    /** Always set: its own value, or one derived from SESSION_SECRET (never SESSION_SECRET itself). */
    UNSUBSCRIBE_SECRET:
      config.UNSUBSCRIBE_SECRET ??
      createHmac('sha256', config.SESSION_SECRET).update('kindred-unsubscribe-links').digest('hex'),
    /** Always set: its own value, or one derived from SESSION_SECRET (never SESSION_SECRET itself). */
    TOTP_SECRET_KEY:
      config.TOTP_SECRET_KEY ??
      createHmac('sha256', config.SESSION_SECRET).update('kindred-admin-totp-secrets').digest('hex'),
    /** Undefined in production when unset: mail-events.php then refuses every notice (fails closed). */
    MAIL_EVENTS_SECRET:
      config.MAIL_EVENTS_SECRET ?? (config.NODE_ENV === 'production' ? undefined : LOCAL_MAIL_EVENTS_SECRET),
  }));

export type AppConfig = z.infer<typeof configSchema>;

function isMollieTestKey(key: string | undefined): boolean {
  return key?.startsWith('test_') ?? false;
}

/**
 * The risks production runs on because the operator opted in: logged at start-up, so whoever reads the
 * log learns that this site is not set up for real members and real money.
 */
export function productionWarnings(
  config: Pick<
    AppConfig,
    'NODE_ENV' | 'PUBLIC_URL' | 'MOLLIE_API_KEY' | 'PAYMENT_PROVIDER' | 'SMS_GATEWAY_URL'
  >,
): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (config.PAYMENT_PROVIDER === 'mollie' && isMollieTestKey(config.MOLLIE_API_KEY)) {
    warnings.push(
      'MOLLIE_API_KEY is a Mollie test key in production (MOLLIE_ALLOW_TEST_KEY=true): payments are test ' +
        'payments, nothing is charged, yet every paid test checkout grants credits. Use a live_… key to take real payments.',
    );
  }
  if (!config.SMS_GATEWAY_URL) {
    warnings.push(
      'SMS_GATEWAY_URL is not set: direct debit is not offered, since its one-time codes go by SMS. ' +
        'Set it to an SMS gateway to offer direct debit.',
    );
  }
  if (config.PUBLIC_URL.startsWith('http://')) {
    warnings.push(
      'PUBLIC_URL is http:// in production (PUBLIC_URL_ALLOW_HTTP=true): session cookies are sent without ' +
        'Secure and links in e-mails are plain http. Use an https:// address for a real site.',
    );
  }
  return warnings;
}

/** Validates the environment once at boot; a bad value stops the server with a readable list. */
export function validateConfig(env: Record<string, unknown>): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
