// Shapes of `/admin/api/fictional_conversations`, generated from the server's OpenAPI document.
import type { components } from '../api/schema';

type Schemas = components['schemas'];

/** A conversation of the queue. */
export type FictionalConversationRow = Schemas['FictionalConversationRow'];
/** One conversation as the chat agent sees it. */
export type FictionalConversationView = Schemas['FictionalConversationView'];
export type FictionalMessage = Schemas['FictionalMessage'];
export type MemberCard = Schemas['MemberCard'];
