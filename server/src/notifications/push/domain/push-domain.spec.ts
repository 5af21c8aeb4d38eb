import { deviceLabel } from './device-label';
import { pushPayload } from './push-payload';
import { isAllowedEndpoint, parsePushSubscription } from './push-subscription-input';
import { isUsableVapidPair } from './vapid-keys';
import { createECDH } from 'node:crypto';

const keys = {
  p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
  auth: Buffer.alloc(16, 1).toString('base64url'),
};

describe('parsePushSubscription', () => {
  it('takes what PushSubscription.toJSON() gives', () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect(parsePushSubscription({ subscription: { endpoint, expirationTime: null, keys } }, true)).toEqual({
      subscription: { endpoint, ...keys },
    });
  });

  it.each([
    [{}, 'push.invalid_subscription'],
    [{ subscription: [] }, 'push.invalid_subscription'],
    [{ subscription: { endpoint: 'https://fcm.googleapis.com/x' } }, 'push.invalid_subscription'],
    [
      { subscription: { endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, auth: 'AA' } } },
      'push.invalid_subscription',
    ],
    [
      { subscription: { endpoint: 'https://fcm.googleapis.com/x', keys: { ...keys, p256dh: keys.auth } } },
      'push.invalid_subscription',
    ],
    [{ subscription: { endpoint: 42, keys } }, 'push.invalid_endpoint'],
  ])('refuses %j', (body, error) => {
    expect(parsePushSubscription(body, false)).toEqual({ error });
  });

  it('in production takes only https endpoints of the known push services', () => {
    expect(isAllowedEndpoint('https://updates.push.services.mozilla.com/wpush/v2/x', true)).toBe(true);
    expect(isAllowedEndpoint('https://web.push.apple.com/x', true)).toBe(true);
    expect(isAllowedEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x', true)).toBe(true);
    expect(isAllowedEndpoint('http://fcm.googleapis.com/fcm/send/x', true)).toBe(false);
    expect(isAllowedEndpoint('https://127.0.0.1/x', true)).toBe(false);
    expect(isAllowedEndpoint('https://evilfcm.googleapis.com.example/x', true)).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:9000/push/1', false)).toBe(true);
    expect(isAllowedEndpoint('file:///etc/passwd', false)).toBe(false);
  });
});

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [undefined, 'Browser'],
  ])('%s is %s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });
});

describe('pushPayload', () => {
  const message = {
    kind: 'message' as const,
    conversationId: 7,
    name: 'Anna',
    messageKind: 'text' as const,
    text: 'Hello',
    showText: true,
  };

  it('speaks the member language, falls back to English', () => {
    expect(pushPayload(message, 'nl', 3)).toEqual({
      v: 2,
      kind: 'message',
      title: 'Anna heeft je een bericht gestuurd',
      body: 'Hello',
      url: '/chats/7',
      badge: 3,
      tag: 'chat-7',
    });
    expect(pushPayload(message, 'xx', 0).title).toBe('Anna sent you a message');
  });

  it('hides the text when the member chose so, and never shows a photo or gift', () => {
    expect(pushPayload({ ...message, showText: false }, 'en', 1).body).toBe('Open the chat to read it.');
    expect(pushPayload({ ...message, messageKind: 'photo' }, 'en', 1)).toMatchObject({
      title: 'Anna sent you a photo',
      body: 'Open the chat to see it.',
    });
  });

  it('shortens a long text to 200 characters', () => {
    const body = pushPayload({ ...message, text: '🙂'.repeat(300) }, 'en', 1).body;
    expect([...body]).toHaveLength(200);
    expect(body.endsWith('…')).toBe(true);
  });

  it('likes open the likes, matches the member', () => {
    expect(pushPayload({ kind: 'like', memberId: 4, name: 'Ben' }, 'de', 1)).toMatchObject({
      title: 'Ben mag dich',
      url: '/likes',
    });
    expect(pushPayload({ kind: 'match', memberId: 4, name: 'Ben' }, 'fr', 1)).toMatchObject({
      title: "C'est un match !",
      body: 'Ben et vous vous plaisez mutuellement.',
      url: '/members/4',
    });
  });
});

describe('isUsableVapidPair', () => {
  it('takes a private key that derives its public key, nothing else', () => {
    // A private key with a leading zero byte, written as the 32 bytes web-push signs with (getPrivateKey()
    // drops that byte, as it does for 1 generated key in 256: web-push pads it back, web-push#295).
    const ecdh = createECDH('prime256v1');
    const privateKey = Buffer.concat([Buffer.alloc(1), Buffer.alloc(31, 7)]);
    ecdh.setPrivateKey(privateKey);
    const pair = {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: privateKey.toString('base64url'),
    };
    expect(isUsableVapidPair(pair)).toBe(true);
    expect(isUsableVapidPair({ ...pair, privateKey: ecdh.getPrivateKey().toString('base64url') })).toBe(
      false,
    );
    expect(isUsableVapidPair({ ...pair, privateKey: Buffer.alloc(32, 1).toString('base64url') })).toBe(false);
    expect(
      isUsableVapidPair({ publicKey: 'BPublicKeyForTests', privateKey: 'private-key-never-served' }),
    ).toBe(false);
    expect(isUsableVapidPair(null)).toBe(false);
  });
});
