import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The safety scores of photos sent in chats (a photo from the other member above the threshold is blurred). */
@Injectable()
export class ChatPhotoScoresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The photo file of a photo message not scored yet; null when none (gone, or scored already). */
  async unscoredPhoto(messageId: number): Promise<string | null> {
    const [row] = (await this.dataSource.query(
      `SELECT photo_file FROM messages
        WHERE id = $1 AND kind = 'photo' AND photo_file IS NOT NULL AND photo_safety_score IS NULL`,
      [messageId],
    )) as { photo_file: string }[];
    return row?.photo_file ?? null;
  }

  async store(messageId: number, score: number): Promise<void> {
    await this.dataSource.query(`UPDATE messages SET photo_safety_score = $2 WHERE id = $1`, [
      messageId,
      score,
    ]);
  }
}
