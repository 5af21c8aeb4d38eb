import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { focusFirstError, formErrorsOf, hasErrors, NO_ERRORS } from './form-errors';

describe('formErrorsOf', () => {
  it('keeps the server’s field messages', () => {
    const error = new ApiError(400, 'invalid_email', 'Invalid email', { email: 'Invalid email' });
    expect(formErrorsOf(error, 'generic')).toEqual({
      fields: { email: 'Invalid email' },
      form: null,
      code: 'invalid_email',
    });
  });

  it('puts an error without fields next to the field its code names', () => {
    const error = new ApiError(400, 'old_password_wrong', 'Please check your old password.');
    expect(formErrorsOf(error, 'generic', { old_password_wrong: 'old_password' }).fields).toEqual({
      old_password: 'Please check your old password.',
    });
  });

  it('makes other server errors a form message', () => {
    const error = new ApiError(401, 'login_failed', 'Login failed, please try again');
    expect(formErrorsOf(error, 'generic')).toEqual({
      fields: {},
      form: 'Login failed, please try again',
      code: 'login_failed',
    });
  });

  it('uses the fallback for network failures, 5xx and foreign errors', () => {
    expect(formErrorsOf(new ApiError(0, 'network_error', 'Failed to fetch'), 'generic').form).toBe('generic');
    expect(formErrorsOf(new ApiError(500, 'http_500', 'Internal Server Error'), 'generic').form).toBe(
      'generic',
    );
    expect(formErrorsOf(new Error('boom'), 'generic').form).toBe('generic');
  });
});

describe('hasErrors', () => {
  it('is false for no errors', () => {
    expect(hasErrors(NO_ERRORS)).toBe(false);
    expect(hasErrors({ fields: { a: undefined }, form: null, code: null })).toBe(false);
    expect(hasErrors({ fields: { a: 'x' }, form: null, code: null })).toBe(true);
    expect(hasErrors({ fields: {}, form: 'x', code: null })).toBe(true);
  });
});

describe('focusFirstError', () => {
  it('focuses the first invalid control, else the form error', () => {
    document.body.innerHTML = `<form><input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true"></form>`;
    focusFirstError(document.querySelector('form'));
    expect(document.activeElement?.id).toBe('b');
    document.body.innerHTML = `<form><input id="a"><div id="e" tabindex="-1" data-form-error></div></form>`;
    focusFirstError(document.querySelector('form'));
    expect(document.activeElement?.id).toBe('e');
  });
});
