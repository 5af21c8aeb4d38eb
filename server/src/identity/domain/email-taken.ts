import { ApiError } from '../../shared/errors/api-error';

/** Another account of the site has the address already (signup or e-mail change). */
export const emailTaken = (): ApiError =>
  new ApiError(409, 'email_taken', 'identity.email_taken', {}, { email: 'identity.email_taken' });
