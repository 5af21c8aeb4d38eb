import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const repo = join(__dirname, '../..');
const eslint = join(repo, 'node_modules/.bin/eslint');
const SQL_OUTSIDE_DATABASE = "SQL belongs in the module's database/ folder";

/** What `npm run lint` says of `code` if it stood at `path`. */
function lint(path: string, code: string): string[] {
  const run = spawnSync(eslint, ['--stdin', '--stdin-filename', path, '--format', 'json'], {
    cwd: repo,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { message: string }[] }[];
  return result!.messages.map((message) => message.message);
}

const RAW_SQL = `
export async function handle(manager: { query(sql: string): Promise<unknown> }) {
  await manager.query('DELETE FROM profiles');
}
export class Reader {
  constructor(private readonly dataSource: { query(sql: string): Promise<unknown> }) {}
  read() {
    return this.dataSource.query('SELECT 1');
  }
}
`;

describe('SQL stays in database/ (npm run lint)', () => {
  it('refuses SQL run through a handed-in manager or data source outside database/', () => {
    const messages = lint('server/src/profiles/events/planted.handler.ts', RAW_SQL);
    expect(messages.filter((message) => message.startsWith(SQL_OUTSIDE_DATABASE))).toHaveLength(2);
  });

  it('lets database/ run it', () => {
    const messages = lint('server/src/profiles/database/planted.repository.ts', RAW_SQL);
    expect(messages.filter((message) => message.startsWith(SQL_OUTSIDE_DATABASE))).toEqual([]);
  });
});
