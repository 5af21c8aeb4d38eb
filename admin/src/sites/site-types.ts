import type { components } from '../api/schema';

/** `GET /admin/api/sites/:id`: a site with every setting of SPEC §3. */
export type SiteRecord = components['schemas']['SiteAdminResponse'];
