import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { GroupCommit } from '../../shared/database/group-commit';
import { preparedQuery } from '../../shared/database/prepared-query';
import { categoryOf, type MailItem } from './notification-mails.repository';

/** How long the first note waits for others (the mail it is for goes minutes later anyway). */
const NOTES_LINGER_MS = 25;
const NOTES_PER_STATEMENT = 500;

interface Note {
  memberId: number;
  item: Omit<MailItem, 'id'>;
  at: Date;
}

const keyOf = (memberId: number, kind: string, otherMemberId: number, ref: number | string) =>
  `${memberId}:${kind}:${otherMemberId}:${ref}`;

/**
 * Notes items for members' batched mails, many in one statement (group commit): every message, like and
 * match notes one, from an after-answer delivery that can wait a few milliseconds.
 */
@Injectable()
export class MailItemNotes {
  private readonly commit = new GroupCommit<Note, boolean>((notes) => this.write(notes), {
    lingerMs: NOTES_LINGER_MS,
    maxPerStatement: NOTES_PER_STATEMENT,
  });

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Notes the item: false when it was noted before and a mail job has it already (the same message, like
   * or match again). An item noted before that no job has claimed yet answers true, so a delivery run
   * again after dying between the note and the job's scheduling schedules it.
   */
  note(memberId: number, item: Omit<MailItem, 'id'>, at: Date): Promise<boolean> {
    return this.commit.add({ memberId, item, at });
  }

  private async write(notes: Note[]): Promise<boolean[]> {
    // One row per key: a statement may not change the same row twice (the same event noted twice at once).
    const unique = new Map<string, Note>();
    for (const note of notes)
      unique.set(keyOf(note.memberId, note.item.kind, note.item.otherMemberId, note.item.ref), note);
    const rows = [...unique.values()];
    const noted = await preparedQuery<{ key: string }>(
      this.dataSource,
      'notifications-add-mail-items',
      `INSERT INTO notification_mail_items (member_id, category, kind, other_member_id, ref, created_at)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::bigint[], $6::timestamptz[])
       ON CONFLICT ON CONSTRAINT notification_mail_items_once
         DO UPDATE SET created_at = notification_mail_items.created_at
         WHERE notification_mail_items.claimed_by IS NULL
       RETURNING member_id || ':' || kind || ':' || other_member_id || ':' || ref AS key`,
      [
        rows.map((note) => note.memberId),
        rows.map((note) => categoryOf(note.item.kind)),
        rows.map((note) => note.item.kind),
        rows.map((note) => note.item.otherMemberId),
        rows.map((note) => note.item.ref),
        rows.map((note) => note.at),
      ],
    );
    const keys = new Set(noted.map((row) => row.key));
    return notes.map((note) =>
      keys.has(keyOf(note.memberId, note.item.kind, note.item.otherMemberId, note.item.ref)),
    );
  }
}
