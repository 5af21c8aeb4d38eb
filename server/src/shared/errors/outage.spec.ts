import { ClientOfflineError, TimeoutError } from 'redis';
import { QueryFailedError } from 'typeorm';
import { isOutage, reason } from './outage';

describe('isOutage', () => {
  it('knows Redis, Bull and PostgreSQL connection failures', () => {
    expect(isOutage(new ClientOfflineError())).toBe(true);
    expect(isOutage(new TimeoutError())).toBe(true);
    expect(isOutage(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(
      isOutage(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isOutage(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isOutage(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(
      true,
    );
    const refused = Object.assign(new Error(''), { code: 'ECONNREFUSED' });
    expect(isOutage(Object.assign(new AggregateError([refused], ''), {}))).toBe(true);
  });

  it('leaves errors of the request or the code alone', () => {
    expect(isOutage(new Error('boom'))).toBe(false);
    expect(
      isOutage(new QueryFailedError('SELECT', [], Object.assign(new Error('dup'), { code: '23505' }))),
    ).toBe(false);
    expect(isOutage(undefined)).toBe(false);
    expect(isOutage('ECONNREFUSED')).toBe(false);
  });

  it('describes a dual-stack connection failure by its first cause', () => {
    const refused = new Error('connect ECONNREFUSED ::1:6379');
    expect(reason(new AggregateError([refused], ''))).toBe('connect ECONNREFUSED ::1:6379');
  });
});
