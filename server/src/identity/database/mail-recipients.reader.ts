import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type {
  MailRecipient,
  MailRecipientsFilter,
} from '../queries/list-mail-recipients/list-mail-recipients.query';

/** The live accounts scheduled mails may go to, a page at a time (ListMailRecipientsQuery). */
@Injectable()
export class MailRecipientsReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  accounts(filter: MailRecipientsFilter): Promise<MailRecipient[]> {
    return this.dataSource.query(
      `SELECT id, display_name AS name FROM accounts
        WHERE deleted_at IS NULL AND erased_at IS NULL AND cardinality(notifications_disabled) = 0
          AND ($1::text IS NULL OR status = $1)
          AND ($2::int[] IS NULL OR id = ANY($2::int[]))
          AND ($3::timestamptz IS NULL OR created_at < $3)
          AND ($4::timestamptz IS NULL OR created_at >= $4)
          AND id > $5
        ORDER BY id LIMIT $6`,
      [
        filter.status ?? null,
        filter.ids ?? null,
        filter.signedUpBefore ?? null,
        filter.signedUpSince ?? null,
        filter.afterId,
        filter.limit,
      ],
    ) as Promise<MailRecipient[]>;
  }
}
