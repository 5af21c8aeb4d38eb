/** Every Bull queue of the app; health reports each of them. */
export const QUEUES = { mail: 'mail' } as const;
export const ALL_QUEUES: readonly string[] = Object.values(QUEUES);
