import { describe, expect, it } from 'vitest';
import { complaintPayload, draftProblems, EMPTY_DRAFT, parseProfileRef } from './complaint-form';

describe('the complaint form', () => {
  it('reads a profile id or a profile link', () => {
    expect(parseProfileRef('1234')).toBe(1234);
    expect(parseProfileRef(' #42 ')).toBe(42);
    expect(parseProfileRef('https://example.com/members/77')).toBe(77);
    expect(parseProfileRef('https://example.com/likes/m/8?x=1')).toBe(8);
    for (const bad of ['', 'Anna', '0', '-3', '1.5', '99999999999']) expect(parseProfileRef(bad)).toBeNull();
  });

  it('names what is missing', () => {
    expect(draftProblems(EMPTY_DRAFT)).toEqual(['member', 'reason', 'text']);
    expect(
      draftProblems({ ...EMPTY_DRAFT, member: 'other', otherMember: 'x', reason: 'spam', text: ' ' }),
    ).toEqual(['otherMember', 'text']);
    expect(draftProblems({ ...EMPTY_DRAFT, member: '5', reason: 'spam', text: 'Hi' })).toEqual([]);
  });

  it('sends the message only for a chat partner, the text trimmed', () => {
    expect(
      complaintPayload({ member: '5', otherMember: '', messageId: '9', reason: 'scam', text: ' Money ' }),
    ).toEqual({
      member_id: 5,
      message_id: 9,
      reason: 'scam',
      text: 'Money',
    });
    expect(
      complaintPayload({ member: 'other', otherMember: '12', messageId: '9', reason: 'spam', text: 'x' }),
    ).toEqual({
      member_id: 12,
      reason: 'spam',
      text: 'x',
    });
  });
});
