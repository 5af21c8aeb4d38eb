import type { EntityManager } from 'typeorm';

/**
 * Erasure: every conversation the member was in goes, with its messages and both sides (they cascade),
 * in the delivery's transaction. The other member could no longer see it anyway (no card, no reply).
 * Answers the photo files (and thumbnails) of the messages that went, whoever sent them, relative to
 * MEDIA_DIR: the caller removes them once the transaction committed.
 */
export async function eraseConversationsOf(manager: EntityManager, accountId: number): Promise<string[]> {
  // the SELECT sees the messages as they were before the statement's DELETE
  const rows = (await manager.query(
    `WITH erased AS (DELETE FROM conversations WHERE $1 IN (member_low, member_high) RETURNING id)
     SELECT DISTINCT unnest(ARRAY[photo_file, photo_thumb]) AS file
       FROM messages WHERE conversation_id IN (SELECT id FROM erased) AND photo_file IS NOT NULL`,
    [accountId],
  )) as { file: string | null }[];
  return rows.flatMap((row) => (row.file ? [row.file] : []));
}
