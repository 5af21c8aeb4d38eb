import { createHmac, timingSafeEqual } from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

function key(secret: string): Buffer {
  return createHmac('sha256', 'kindred-sandbox-webhook').update(secret).digest();
}

/** The signature the sandbox puts on each webhook call: sha256=<hex HMAC of the raw body>. */
export function signSandboxBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', key(secret)).update(body).digest('hex')}`;
}

export function isValidSandboxSignature(
  body: string,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signSandboxBody(body, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The token the sandbox puts in the checkout URL it hands out: an HMAC of the payment id, so the link
 * lets its holder decide that one payment and no other (knowing a payment id is not enough).
 */
export function signSandboxCheckout(paymentId: string, secret: string): string {
  return createHmac('sha256', checkoutKey(secret)).update(paymentId).digest('base64url');
}

export function isValidSandboxCheckoutToken(
  paymentId: string,
  token: string | undefined,
  secret: string,
): boolean {
  if (typeof token !== 'string' || !token) return false;
  const expected = Buffer.from(signSandboxCheckout(paymentId, secret));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function checkoutKey(secret: string): Buffer {
  return createHmac('sha256', 'kindred-sandbox-checkout').update(secret).digest();
}
