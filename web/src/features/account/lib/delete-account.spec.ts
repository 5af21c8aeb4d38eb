import { describe, expect, it } from 'vitest';
import { deleteAccountPayload } from './delete-account';

describe('deleteAccountPayload', () => {
  it('sends the reason alone', () => {
    expect(deleteAccountPayload('price', '')).toEqual({ reason: 'price' });
  });

  it('sends remarks with "other" when written', () => {
    expect(deleteAccountPayload('other', '  Too far away  ')).toEqual({
      reason: 'other',
      remarks: 'Too far away',
    });
    expect(deleteAccountPayload('other', '   ')).toEqual({ reason: 'other' });
  });

  it('drops remarks left over from "other" after choosing another reason', () => {
    expect(deleteAccountPayload('time', 'typed before')).toEqual({ reason: 'time' });
  });
});
