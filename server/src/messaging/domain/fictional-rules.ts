/** How long a claim holds a conversation for its chat agent (a reply renews it). */
export const CLAIM_MS = 10 * 60_000;

/** The longest notes an agent keeps on a fictional profile. */
export const NOTES_MAX_LENGTH = 10_000;

/** The audit log's resource of everything the chat agents do. */
export const FICTIONAL_RESOURCE = 'fictional_conversations';
