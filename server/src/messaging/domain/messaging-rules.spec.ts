import { costOf, firstMessageFingerprint, retentionCutoff, spendKindOf } from './messaging-rules';

describe('messaging rules', () => {
  it('prices each kind by its site setting and spends it under its own ledger kind', () => {
    const site = { messageCredits: 1, photoCredits: 2, giftCredits: 5 };
    expect([costOf('text', site), costOf('photo', site), costOf('gift', site)]).toEqual([1, 2, 5]);
    expect([spendKindOf('text'), spendKindOf('photo'), spendKindOf('gift')]).toEqual([
      'spend_message',
      'spend_photo',
      'spend_gift',
    ]);
  });

  it('takes first messages differing only in case, spacing and end punctuation as the same', () => {
    const same = firstMessageFingerprint('Hi there!');
    expect(firstMessageFingerprint('  hi   THERE ')).toBe(same);
    expect(firstMessageFingerprint('hi there...')).toBe(same);
    expect(firstMessageFingerprint('hi where')).not.toBe(same);
  });

  it('cuts messages older than the retention window, none without one', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(retentionCutoff(now, 0)).toBeNull();
    expect(retentionCutoff(now, 30)).toEqual(new Date('2026-10-22T12:00:00Z'));
  });
});
