import { Secret, TOTP } from 'otpauth';

/** The console's TOTP parameters: the authenticator-app defaults (SHA-1, 6 digits, 30 seconds). */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'Kindred admin';
const CODE = /^\d{6}$/;

/** A new random secret (160 bits), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: PERIOD_SECONDS,
    algorithm: 'SHA1',
  });

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The time step a code belongs to when it is right at `now` (one step of drift either way is allowed),
 * or null. The caller then stores the step so that the same code never works twice.
 */
export function totpStepOf(secret: string, code: unknown, now: Date): number | null {
  if (typeof code !== 'string' || !CODE.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a secret at a time (tests and the seed's demo only). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}
