import type { components } from './schema';

/** The API's shapes, generated from the server's OpenAPI document (schema.ts, npm run api:types). */
export type Schemas = components['schemas'];
