import type { ProfilesRepository } from '../../database/profiles.repository';
import { RecordActivityCommand } from '../../profiles.contracts';
import { RecentActivity } from './recent-activity';
import { RecordActivityHandler } from './record-activity.handler';

describe('RecordActivityHandler', () => {
  function setUp() {
    const writes: string[] = [];
    const profiles = {
      touchLastActive: async (_id: number, at: Date) =>
        void writes.push(`may start an hour ${at.toISOString()}`),
      touchLastActiveWithinHour: async (_id: number, at: Date) =>
        void writes.push(`within ${at.toISOString()}`),
    } as unknown as ProfilesRepository;
    const handler = new RecordActivityHandler(profiles, new RecentActivity());
    const record = (iso: string) => handler.execute(new RecordActivityCommand(7, new Date(iso)));
    return { writes, record };
  }

  it('writes once a minute, and asks for the hour check only when this instance has not written in the hour', async () => {
    const { writes, record } = setUp();
    await record('2026-11-25T10:58:00Z'); // nothing remembered: may start an hour
    await record('2026-11-25T10:58:30Z'); // within the minute: no write
    await record('2026-11-25T10:59:10Z'); // same hour: one plain statement
    await record('2026-11-25T11:00:20Z'); // a new hour: the event may be due
    await record('2026-11-25T11:01:30Z');
    expect(writes).toEqual([
      'may start an hour 2026-11-25T10:58:00.000Z',
      'within 2026-11-25T10:59:10.000Z',
      'may start an hour 2026-11-25T11:00:20.000Z',
      'within 2026-11-25T11:01:30.000Z',
    ]);
  });

  it('asks for the hour check when the clock went back', async () => {
    const { writes, record } = setUp();
    await record('2026-11-25T10:58:00Z');
    await record('2026-11-25T10:50:00Z');
    expect(writes).toEqual([
      'may start an hour 2026-11-25T10:58:00.000Z',
      'may start an hour 2026-11-25T10:50:00.000Z',
    ]);
  });
});
