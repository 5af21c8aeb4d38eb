import { apiClient } from '../../../lib/api-client';

/** PUT /api/user.php {language}: saves a logged-in member's chosen language. */
export function updateLanguage(language: string): Promise<unknown> {
  return apiClient.put('/api/user.php', { language });
}
