import type { IQuery, QueryBus } from '@nestjs/cqrs';
import { ListMailRecipientsQuery, type MailRecipient } from '../../identity/identity.contracts';
import { CountLikesReceivedQuery } from '../../matching/matching.contracts';
import {
  ListUnreadMessageRecipientsQuery,
  type UnreadMessageRecipient,
} from '../../messaging/messaging.contracts';
import { CountNewMembersNearbyQuery } from '../../profiles/profiles.contracts';
import { periodOf } from '../../shared/scheduling/periods';
import { ActivationReminders } from './activation-reminders';
import type { JobMailer } from './job-mailer';
import { WeeklyUpdates } from './weekly-updates';
import { UnreadMessageReminders } from './unread-message-reminders';

const NOW = new Date('2026-11-23T00:05:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A query bus answering each query class with `answer(query)`; every query is kept. */
function queryBus(answer: (query: IQuery) => unknown) {
  const asked: IQuery[] = [];
  const bus = {
    execute: jest.fn(async (query: IQuery) => {
      asked.push(query);
      return answer(query);
    }),
  } as unknown as QueryBus;
  return { bus, asked };
}

/** A mailer whose NotifyByMailCommand queues every key once. */
function mailer() {
  const sent = new Set<string>();
  const send = jest.fn(async (...args: Parameters<JobMailer['send']>) => {
    const key = args[4];
    if (sent.has(key)) return 0;
    sent.add(key);
    return 1;
  });
  return { mailer: { send } as unknown as JobMailer, send };
}

/** Pages of `all` by id after `afterId`, `limit` at a time, as identity's reader answers them. */
function page<T>(all: T[], id: (one: T) => number, afterId: number, limit: number): T[] {
  return all.filter((one) => id(one) > afterId).slice(0, limit);
}

describe('UnreadMessageReminders', () => {
  const recipients: UnreadMessageRecipient[] = Array.from({ length: 501 }, (_, index) => ({
    memberId: index + 1,
    unreadMessages: 3,
    conversations: 1,
  }));
  const mailable = (ids: number[]): MailRecipient[] =>
    ids.filter((id) => id % 100 !== 0).map((id) => ({ id, name: `M${id}` }));

  function setup() {
    const { bus, asked } = queryBus((query) => {
      if (query instanceof ListUnreadMessageRecipientsQuery)
        return page(recipients, (one) => one.memberId, query.afterMemberId, query.limit);
      if (query instanceof ListMailRecipientsQuery) return mailable(query.filter.ids!);
      throw new Error('unexpected query');
    });
    const mail = mailer();
    return { job: new UnreadMessageReminders(bus, mail.mailer), asked, ...mail };
  }

  it('reminds of messages unread between a day and a week, page by page, members whose mail is off left out', async () => {
    const { job, asked, send } = setup();
    expect(await job.run(NOW, '2026-11-23')).toEqual({ considered: 496, queued: 496 });
    const windows = asked.filter((query) => query instanceof ListUnreadMessageRecipientsQuery);
    expect(windows.map((query) => query.afterMemberId)).toEqual([0, 500, 501]);
    expect(windows[0]).toMatchObject({
      sentSince: new Date(NOW.getTime() - 7 * DAY),
      sentBefore: new Date(NOW.getTime() - DAY),
    });
    expect(send).toHaveBeenCalledWith(
      1,
      'unread_message_reminders',
      'unread-message-reminder',
      { name: 'M1', count: 3, conversations: 1 },
      'unread-reminder:1:2026-11-23',
    );
    expect(send.mock.calls.some((call) => call[0] === 100)).toBe(false);
  });

  it('run again for the same day it queues nothing, the next day it reminds again', async () => {
    const { job } = setup();
    await job.run(NOW, '2026-11-23');
    expect(await job.run(NOW, '2026-11-23')).toEqual({ considered: 496, queued: 0 });
    expect(await job.run(new Date(NOW.getTime() + DAY), '2026-11-24')).toEqual({
      considered: 496,
      queued: 496,
    });
  });
});

describe('WeeklyUpdates', () => {
  const members: MailRecipient[] = [1, 2, 3, 4].map((id) => ({ id, name: `M${id}` }));

  it('tells of the week that ended, only members who have something to hear', async () => {
    const { bus, asked } = queryBus((query) => {
      if (query instanceof ListMailRecipientsQuery)
        return page(members, (one) => one.id, query.filter.afterId, query.filter.limit);
      if (query instanceof CountLikesReceivedQuery) return { 1: 2, 3: 1 };
      if (query instanceof CountNewMembersNearbyQuery) return { 1: 4, 2: 5 };
      throw new Error('unexpected query');
    });
    const { mailer: jobMailer, send } = mailer();
    const week = periodOf('week', NOW);
    expect(await new WeeklyUpdates(bus, jobMailer).run(week)).toEqual({ considered: 3, queued: 3 });
    expect(asked.find((query) => query instanceof ListMailRecipientsQuery)).toMatchObject({
      filter: { status: 'activated', afterId: 0 },
    });
    expect(asked.find((query) => query instanceof CountLikesReceivedQuery)).toEqual(
      new CountLikesReceivedQuery(
        [1, 2, 3, 4],
        new Date('2026-11-16T00:00:00Z'),
        new Date('2026-11-23T00:00:00Z'),
      ),
    );
    expect(send.mock.calls.map((call) => [call[0], call[3], call[4]])).toEqual([
      [1, { name: 'M1', likes: 2, newMembers: 4 }, 'weekly-update:1:2026-W48'],
      [2, { name: 'M2', likes: 0, newMembers: 5 }, 'weekly-update:2:2026-W48'],
      [3, { name: 'M3', likes: 1, newMembers: 0 }, 'weekly-update:3:2026-W48'],
    ]);
  });
});

describe('ActivationReminders', () => {
  it('reminds accounts unconfirmed a day to a week after signup, with a key that holds for ever', async () => {
    const { bus, asked } = queryBus((query) =>
      query instanceof ListMailRecipientsQuery && query.filter.afterId === 0 ? [{ id: 9, name: 'Nina' }] : [],
    );
    const { mailer: jobMailer, send } = mailer();
    const job = new ActivationReminders(bus, jobMailer);
    expect(await job.run(NOW)).toEqual({ considered: 1, queued: 1 });
    expect(asked[0]).toMatchObject({
      filter: {
        status: 'not_confirmed',
        signedUpSince: new Date(NOW.getTime() - 7 * DAY),
        signedUpBefore: new Date(NOW.getTime() - DAY),
      },
    });
    expect(send).toHaveBeenCalledWith(
      9,
      'reminders',
      'activation-reminder',
      { name: 'Nina' },
      'activation-reminder:9',
    );
    expect(await job.run(new Date(NOW.getTime() + HOUR))).toEqual({ considered: 1, queued: 0 });
  });
});
