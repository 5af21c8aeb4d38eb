import { messages as members } from '../members/messages';
import type { ResourceMessages } from './define-messages';

/**
 * The messages of each resource folder, merged over the shared catalog (one import and one entry per
 * resource that has a messages.ts, e.g. `import { messages as sites } from '../sites/messages';`).
 */
export const resourceMessages: ResourceMessages[] = [members];
