import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { uploadErrorOf } from './photos';

describe('uploadErrorOf', () => {
  it('reads the server error', () => {
    const error = uploadErrorOf(
      403,
      JSON.stringify({ error: 'photo_limit_reached', message: 'Up to 3 photos.' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'photo_limit_reached', message: 'Up to 3 photos.' });
  });

  it('calls a 413 without a body photo_too_large (a proxy refused it)', () => {
    expect(uploadErrorOf(413, '<html>Request Entity Too Large</html>').code).toBe('photo_too_large');
  });

  it('keeps the status code of another answer without a body', () => {
    expect(uploadErrorOf(502, '')).toMatchObject({ status: 502, code: 'http_502' });
  });
});
