import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { OutboxTransport } from './outbox.transport';

describe('OutboxTransport', () => {
  let folder: string;
  let logged: string[];

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'kindred-outbox-spec-'));
    logged = [];
    jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => {
      logged.push(String(message));
    });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await rm(folder, { recursive: true, force: true });
  });

  const message = {
    to: 'ann@example.com',
    subject: 'Reset your password',
    text: 'Follow the link',
    links: ['https://kindred.example/reset-password.php?token=one-time-secret-token'],
  };

  it('logs the links outside production, so a newcomer can follow them', async () => {
    await new OutboxTransport(folder).send(message, 'Kindred <no-reply@kindred.local>');
    expect(logged.join('\n')).toContain('one-time-secret-token');
    expect(await readdir(folder)).toHaveLength(1);
  });

  it('never logs the links in production: they carry one-time tokens', async () => {
    await new OutboxTransport(folder, { production: true }).send(message, 'Kindred <no-reply@kindred.local>');
    expect(logged.join('\n')).not.toContain('one-time-secret-token');
    expect(logged.join('\n')).toContain('1 link(s) not logged in production');
    expect(await readdir(folder)).toHaveLength(1);
  });
});
