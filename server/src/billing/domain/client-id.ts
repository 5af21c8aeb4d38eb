/**
 * The idempotency key of a repeat order (`client_id`): 1 to 64 letters, digits, `-` or `_` (a UUID
 * fits), made by the member app once per purchase and sent again with every retry of it.
 */
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isClientId(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_ID.test(value);
}
