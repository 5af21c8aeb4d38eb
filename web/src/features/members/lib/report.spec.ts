import { describe, expect, it } from 'vitest';
import { reportPayload } from './report';

describe('reportPayload', () => {
  it('sends the member and the reason', () => {
    expect(reportPayload({ memberId: 4 }, 'spam', '')).toEqual({ id: 4, reason: 'spam' });
  });

  it('adds the photo and trimmed remarks when there are any', () => {
    expect(reportPayload({ memberId: 4, photoId: 9 }, 'inappropriate_photo', '  nude  ')).toEqual({
      id: 4,
      photo_id: 9,
      reason: 'inappropriate_photo',
      remarks: 'nude',
    });
    expect(reportPayload({ memberId: 4 }, 'other', '   ')).toEqual({ id: 4, reason: 'other' });
  });
});
