import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { Outbox } from '../../shared/outbox/outbox';
import { ChatPhotoScored } from '../messaging.contracts';

/** The safety scores of photos sent in chats (a photo from the other member above the threshold is blurred). */
@Injectable()
export class ChatPhotoScoresRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The photo file of a photo message not scored yet; null when none (gone, or scored already). */
  async unscoredPhoto(messageId: number): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT photo_file FROM messages
        WHERE id = $1 AND kind = 'photo' AND photo_file IS NOT NULL AND photo_safety_score IS NULL`,
      [messageId],
    )) as { photo_file: string }[];
    return row?.photo_file ?? null;
  }

  /** Photo messages sent between `from` and `to` and still unscored, oldest first (the rescore sweep). */
  async unscoredBetween(from: Date, to: Date, limit: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT id::text AS id FROM messages
        WHERE kind = 'photo' AND photo_file IS NOT NULL AND photo_safety_score IS NULL
          AND created_at >= $1 AND created_at < $2
        ORDER BY id LIMIT $3`,
      [from, to, limit],
    )) as { id: string }[];
    return rows.map((row) => Number(row.id));
  }

  /** Stores the score once, with ChatPhotoScored (a second score of the same photo changes nothing). */
  async store(messageId: number, score: number): Promise<void> {
    await this.outbox.transaction(async (manager, publish) => {
      const [scored] = (await manager.query(
        `UPDATE messages SET photo_safety_score = $2
          WHERE id = $1 AND photo_safety_score IS NULL
        RETURNING conversation_id, recipient_id`,
        [messageId, score],
      )) as [{ conversation_id: number; recipient_id: number }[], number];
      const [row] = scored;
      if (row)
        await publish(
          new ChatPhotoScored(messageId, row.conversation_id, row.recipient_id, score, this.clock.now()),
        );
    });
  }
}
