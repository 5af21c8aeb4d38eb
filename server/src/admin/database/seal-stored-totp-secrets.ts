import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TotpSecretBox } from '../accounts/domain/totp-secret-box';

/**
 * At start-up, seals the TOTP secrets stored before they were sealed (an install from before, or a row
 * written by hand). Each row is changed only if it still holds what was read, so several instances
 * starting at once, or an enrolment in between, never overwrite a newer value.
 */
@Injectable()
export class SealStoredTotpSecrets implements OnApplicationBootstrap {
  private readonly logger = new Logger(SealStoredTotpSecrets.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly box: TotpSecretBox,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const sealed = await this.sealAll();
    if (sealed) this.logger.log(`admin TOTP secrets: ${sealed} sealed`);
  }

  /** Answers how many rows it sealed. */
  async sealAll(): Promise<number> {
    const rows = (await this.dataSource.query(
      `SELECT id, totp_secret AS secret, totp_pending_secret AS pending FROM admin_accounts
        WHERE totp_secret NOT LIKE 'v1.%' OR totp_pending_secret NOT LIKE 'v1.%'`,
    )) as { id: number; secret: string | null; pending: string | null }[];
    let sealed = 0;
    for (const row of rows) {
      const [, affected] = (await this.dataSource.query(
        `UPDATE admin_accounts SET totp_secret = $3, totp_pending_secret = $5
          WHERE id = $1 AND totp_secret IS NOT DISTINCT FROM $2 AND totp_pending_secret IS NOT DISTINCT FROM $4`,
        [row.id, row.secret, this.sealed(row.secret), row.pending, this.sealed(row.pending)],
      )) as [unknown, number];
      sealed += affected;
    }
    return sealed;
  }

  private sealed(stored: string | null): string | null {
    return stored === null || TotpSecretBox.isSealed(stored) ? stored : this.box.seal(stored);
  }
}
