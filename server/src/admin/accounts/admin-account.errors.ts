import { ApiError } from '../../shared/errors/api-error';

export const adminNotFound = () => ApiError.notFound('admin_not_found', 'admin.not_found');
export const adminEmailTaken = () =>
  new ApiError(409, 'admin_email_taken', 'admin.email_taken', {}, { email: 'admin.email_taken' });
export const ownAccount = () => new ApiError(409, 'own_account', 'admin.own_account');
export const lastSuperAdmin = () => new ApiError(409, 'last_super_admin', 'admin.last_super_admin');
