import { ApiError } from '../../shared/errors/api-error';

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

export function isAcceptablePassword(password: string): boolean {
  return password.length >= MIN_PASSWORD && password.length <= MAX_PASSWORD;
}

/** The spec's answer to a password outside the length rules, on the form's field. */
export function passwordLengthError(field: 'password' | 'new_password'): ApiError {
  return ApiError.invalidField(field, 'password_length', 'identity.password_length');
}

/**
 * Checks of the current password from an open session (a password or an e-mail change), counted together
 * per account: a session left open must not become a way to guess the password.
 */
export const PASSWORD_CHECKS_PER_ACCOUNT = { name: 'password-check', max: 10, windowSeconds: 60 * 60 };
