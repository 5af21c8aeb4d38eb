import { apiClient } from '../../../lib/api-client';

/** GET /api/logout.php */
export function logout(): Promise<unknown> {
  return apiClient.get('/api/logout.php');
}
