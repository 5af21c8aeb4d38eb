import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Which messages a member has not read yet (their side's `read_up_to`, a removed chat's older ones aside). */
@Injectable()
export class UnreadMessagesReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async unreadOf(memberId: number, messageIds: number[]): Promise<number[]> {
    if (!messageIds.length) return [];
    const rows = (await this.dataSource.query(
      `SELECT m.id FROM messages m
       JOIN conversation_members side ON side.conversation_id = m.conversation_id AND side.member_id = $1
       WHERE m.id = ANY($2::bigint[]) AND m.recipient_id = $1 AND m.state = 'sent'
         AND m.id > side.read_up_to AND (side.removed_at IS NULL OR m.created_at > side.removed_at)
       ORDER BY m.id`,
      [memberId, messageIds],
    )) as { id: string }[];
    return rows.map((row) => Number(row.id));
  }
}
