/**
 * Creates an admin console account: `npm run admin:create -- --email ops@example.com --role operator`.
 * A production install has no demo admins, so this is how it gets its first one.
 *
 * The password is asked on the terminal (twice, not echoed) when there is one; otherwise a random one is
 * generated and printed once on standard output, and nowhere else. An existing e-mail keeps its password
 * unless --reset-password is given. Options: --email, --role super_admin|operator|moderator|chat_agent|finance, --name (default: the part
 * of the e-mail before @), --reset-password.
 *
 * Environment: DATABASE_URL (default: see db/data-source.ts). Creates the database and runs pending
 * migrations first, so it works before the server was ever started.
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { argon2id, hash } from 'argon2';
import { ensureDatabaseExists, migrate } from '../../server/src/shared/database/prepare-database';
import { createDataSource, DEFAULT_DATABASE_URL } from '../data-source';
import { ADMIN_ROLES, type AdminRole } from '../../server/src/shared/admin/admin-role';

const ROLES = ADMIN_ROLES;
type Role = AdminRole;
const MIN_PASSWORD_LENGTH = 12;
/** The admin login accepts passwords up to 200 characters. */
const MAX_PASSWORD_LENGTH = 200;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

class UsageError extends Error {}

interface Options {
  email: string;
  role: Role;
  name: string;
  resetPassword: boolean;
}

const USAGE = `usage: npm run admin:create -- --email you@example.com --role ${ADMIN_ROLES.join('|')} [--name "Your Name"] [--reset-password]`;

function parseArgs(argv: readonly string[]): Options {
  const values = new Map<string, string>();
  let resetPassword = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--reset-password') {
      resetPassword = true;
      continue;
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!['--email', '--role', '--name'].includes(flag)) throw new UsageError(`unknown option ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`${flag} needs a value`);
    values.set(flag, value.trim());
  }
  const email = values.get('--email') ?? '';
  if (!EMAIL.test(email) || email.length > 254)
    throw new UsageError(`--email must be an e-mail address, got "${email}"`);
  const role = values.get('--role') ?? '';
  if (!(ROLES as readonly string[]).includes(role))
    throw new UsageError(`--role must be one of ${ROLES.join(', ')}, got "${role}"`);
  const name = values.get('--name') || email.split('@')[0]!;
  if (name.length > 100) throw new UsageError('--name may be at most 100 characters');
  return { email, role: role as Role, name, resetPassword };
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let prompted = false;
    output._writeToOutput = (text: string) => {
      if (!prompted) {
        prompted = true;
        process.stdout.write(text);
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  if (!process.stdin.isTTY) return { password: randomBytes(18).toString('base64url'), generated: true };
  const password = await askHidden(`Password (${MIN_PASSWORD_LENGTH}+ characters): `);
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH)
    throw new UsageError(`the password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`);
  if ((await askHidden('Password again: ')) !== password) throw new UsageError('the passwords differ');
  return { password, generated: false };
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`[admin] ${error.message}\n${USAGE}`);
    return 2;
  }
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  await ensureDatabaseExists(url);
  await migrate(url);
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    const [existing] = (await dataSource.query(`SELECT id FROM admin_accounts WHERE email = $1`, [
      options.email,
    ])) as { id: number }[];
    if (existing && !options.resetPassword) {
      console.error(
        `[admin] ${options.email} is already an admin; its password was NOT changed. ` +
          'Add --reset-password to give it a new one.',
      );
      return 1;
    }
    const { password, generated } = await choosePassword();
    const passwordHash = await hash(password, { type: argon2id });
    if (existing) {
      await dataSource.query(
        `UPDATE admin_accounts SET password_hash = $2, role = $3, session_epoch = session_epoch + 1 WHERE id = $1`,
        [existing.id, passwordHash, options.role],
      );
      console.log(`[admin] New password set for ${options.email} (${options.role}).`);
    } else {
      const inserted = (await dataSource.query(
        `INSERT INTO admin_accounts (email, name, password_hash, role) VALUES ($1, $2, $3, $4)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [options.email, options.name, passwordHash, options.role],
      )) as unknown[];
      if (!inserted.length) {
        console.error(`[admin] ${options.email} was created by someone else just now; nothing changed.`);
        return 1;
      }
      console.log(`[admin] Created ${options.role} admin ${options.email}. Log in at /admin.`);
    }
    // Shown here once and never stored or logged anywhere else.
    if (generated) console.log(`[admin] Password (shown once, store it now): ${password}`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[admin] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
