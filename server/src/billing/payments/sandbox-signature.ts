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
