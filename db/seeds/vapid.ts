// The seed makes its sites' key pairs as the console does when an operator creates a site.
export { generateVapidKeys } from '../../server/src/site/domain/vapid-keys';
