import { describe, expect, it } from 'vitest';
import { forgetPurchaseReturn, readPurchaseReturn, rememberPurchaseReturn } from './purchase-return';

describe('purchase return', () => {
  const anna = { path: '/members/5/chat', name: 'Anna', memberId: 5 };

  it('remembers the chat a purchase starts from for two hours, on this site only', () => {
    rememberPurchaseReturn(anna, 1_000);
    expect(readPurchaseReturn(1_000 + 60_000)).toEqual(anna);
    expect(readPurchaseReturn(1_000 + 2 * 60 * 60 * 1000 + 1)).toBeNull();
    for (const path of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      rememberPurchaseReturn({ ...anna, path });
      expect(readPurchaseReturn()).toBeNull();
    }
    window.sessionStorage.setItem('kindred.purchase-return', '{broken');
    expect(readPurchaseReturn()).toBeNull();
  });

  it('is forgotten back in that chat or at logout, not in another chat', () => {
    rememberPurchaseReturn(anna);
    forgetPurchaseReturn(6);
    expect(readPurchaseReturn()).toEqual(anna);
    forgetPurchaseReturn(5);
    expect(readPurchaseReturn()).toBeNull();
    rememberPurchaseReturn(anna);
    forgetPurchaseReturn();
    expect(readPurchaseReturn()).toBeNull();
  });
});
