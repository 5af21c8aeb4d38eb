import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type TokenPurpose = 'activation' | 'password_reset' | 'mail_change' | 'reactivation' | 'mail_restore';

@Entity('account_tokens')
export class AccountTokenEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'account_id' }) accountId: number;
  @Column() purpose: TokenPurpose;
  @Column({ name: 'token_hash' }) tokenHash: string;
  /** mail_change: the address to move to; mail_restore: the old address to bring back. */
  @Column({ name: 'new_email', type: 'varchar', nullable: true }) newEmail: string | null;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;
}
