import { CURSOR_LIFETIME_MS, decodeCursor, encodeCursor } from './search-cursor';

describe('search cursor', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const cursor = {
    snapshotAt: now - 1000,
    numResults: 42,
    after: { score: 1, activeHour: '2026-11-25T11:00:00.000Z', distanceM: 1234, memberId: 77 },
  };

  it('reads back what it wrote, as an opaque URL-safe text', () => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, now)).toEqual(cursor);
  });

  it('keeps the largest int4 values, a member without a place sorting last among them', () => {
    const edge = { ...cursor, after: { ...cursor.after, distanceM: 2147483647, memberId: 2147483647 } };
    expect(decodeCursor(encodeCursor(edge), now)).toEqual(edge);
  });

  it('refuses an expired cursor and one from the future', () => {
    expect(
      decodeCursor(encodeCursor({ ...cursor, snapshotAt: now - CURSOR_LIFETIME_MS - 1 }), now),
    ).toBeNull();
    expect(decodeCursor(encodeCursor({ ...cursor, snapshotAt: now + 120_000 }), now)).toBeNull();
  });

  it.each([
    ['not base64', '!!!'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    [
      'another version',
      Buffer.from(JSON.stringify([2, now, 1, 0, '2026-11-25T11:00:00.000Z', 0, 1])).toString('base64url'),
    ],
    [
      'a negative id',
      Buffer.from(JSON.stringify([1, now, 1, 0, '2026-11-25T11:00:00.000Z', 0, -1])).toString('base64url'),
    ],
    [
      'an hour not on the hour',
      Buffer.from(JSON.stringify([1, now, 1, 0, '2026-11-25T11:30:00.000Z', 0, 1])).toString('base64url'),
    ],
    [
      'a fraction',
      Buffer.from(JSON.stringify([1, now, 1.5, 0, '2026-11-25T11:00:00.000Z', 0, 1])).toString('base64url'),
    ],
    [
      'a member id beyond int4',
      Buffer.from(JSON.stringify([1, now, 1, 0, '2026-11-25T11:00:00.000Z', 0, 2147483648])).toString(
        'base64url',
      ),
    ],
    [
      'a distance beyond int4',
      Buffer.from(JSON.stringify([1, now, 1, 0, '2026-11-25T11:00:00.000Z', 2147483648, 1])).toString(
        'base64url',
      ),
    ],
    [
      'a score beyond int4',
      Buffer.from(JSON.stringify([1, now, 1, 2147483648, '2026-11-25T11:00:00.000Z', 0, 1])).toString(
        'base64url',
      ),
    ],
    ['too long', 'a'.repeat(201)],
  ])('refuses %s', (_, text) => {
    expect(decodeCursor(text, now)).toBeNull();
  });
});
