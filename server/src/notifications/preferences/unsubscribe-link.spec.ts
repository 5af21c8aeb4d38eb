import { unsubscribeToken, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-link';

describe('unsubscribe links', () => {
  const secret = 'a-test-secret-of-enough-length-0123456789';

  it('makes an https link whose token verifies to the member and type', () => {
    const url = new URL(unsubscribeUrl({ secret, baseUrl: 'https://kindred.example/' }, 42, 'new_messages'));
    expect(url.origin + url.pathname).toBe('https://kindred.example/api/unsubscribe.php');
    expect(verifyUnsubscribeToken(secret, url.searchParams.get('t'))).toEqual({
      memberId: 42,
      type: 'new_messages',
    });
  });

  it('refuses a token signed with another secret, or changed in any part', () => {
    const token = unsubscribeToken(secret, 42, 'like');
    expect(verifyUnsubscribeToken('another-secret-of-enough-length-000000', token)).toBeNull();
    expect(verifyUnsubscribeToken(secret, token.replace('42.', '43.'))).toBeNull();
    expect(verifyUnsubscribeToken(secret, token.replace('.like.', '.news.'))).toBeNull();
    const signature = token.split('.')[2];
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyUnsubscribeToken(secret, `42.like.${flipped}`)).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    for (const token of [
      undefined,
      null,
      5,
      '',
      'x',
      '42.like',
      '0.like.' + 'a'.repeat(43),
      '42.bogus.' + 'a'.repeat(43),
      ['42'],
    ]) {
      expect(verifyUnsubscribeToken(secret, token)).toBeNull();
    }
    expect(verifyUnsubscribeToken('', unsubscribeToken(secret, 1, 'news'))).toBeNull();
  });
});
