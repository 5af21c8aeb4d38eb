import { refundableUntil, withinRefundWindow } from './refund-window';

describe('the refund window', () => {
  const paidAt = new Date('2026-03-01T10:00:00Z');

  it('ends refund_days after payment', () => {
    expect(refundableUntil(paidAt, 14).toISOString()).toBe('2026-03-15T10:00:00.000Z');
  });

  it('is open up to and including its last moment, closed after it', () => {
    expect(withinRefundWindow(paidAt, 14, new Date('2026-03-15T10:00:00Z'))).toBe(true);
    expect(withinRefundWindow(paidAt, 14, new Date('2026-03-15T10:00:00.001Z'))).toBe(false);
  });

  it('is closed at once when refund_days is 0', () => {
    expect(withinRefundWindow(paidAt, 0, new Date(paidAt.getTime() + 1))).toBe(false);
  });
});
