import { z } from 'zod';

const LOCAL_SESSION_SECRET = 'kindred-local-development-secret-change-me';

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
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().default('Kindred <no-reply@kindred.local>'),
    PUBLIC_URL: z.string().url().default('http://localhost:3000'),
    MEDIA_DIR: z.string().default('var/media'),
    OUTBOX_DIR: z.string().default('var/outbox'),
    WEB_DIST: z.string().optional(),
    ADMIN_DIST: z.string().optional(),
    TRUST_PROXY: z.string().optional(),
    REDIS_PREFIX: z.string().default('kindred'),
    /** How long start-up waits for PostgreSQL and Redis before it gives up and exits non-zero. */
    STARTUP_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** Mollie live or test API key (live_… / test_…); without one, payments go to the built-in sandbox. */
    MOLLIE_API_KEY: z
      .string()
      .regex(/^(live|test)_\w{20,}$/, 'must be a Mollie API key (live_… or test_…)')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Seed demo data into an empty database at start-up; set to false for a real production site. */
    SEED_ON_EMPTY: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.SESSION_SECRET === LOCAL_SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'must be set in production' });
    }
  });

export type AppConfig = z.infer<typeof configSchema>;

/** Validates the environment once at boot; a bad value stops the server with a readable list. */
export function validateConfig(env: Record<string, unknown>): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
