import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('accounts')
export class AccountEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'site_id' }) siteId: number;
  @Column() email: string;
  @Column({ name: 'password_hash', select: false }) passwordHash: string;
  @Column() status: 'not_confirmed' | 'activated';
  @Column({ type: 'char', length: 2 }) language: string;
  @Column({ name: 'paid_user' }) paidUser: boolean;
  @Column() invisible: boolean;
  @Column({ name: 'notifications_disabled', type: 'text', array: true }) notificationsDisabled: string[];
  @Column({ name: 'is_demo' }) isDemo: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'jsonb' }) tracking: Record<string, string>;
  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true }) lastLoginAt: Date | null;
  @Column({ name: 'activated_at', type: 'timestamptz', nullable: true }) activatedAt: Date | null;
  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true }) deletedAt: Date | null;
  @Column({ name: 'deletion_reason', type: 'varchar', nullable: true }) deletionReason: string | null;
  @Column({ name: 'deletion_remarks', type: 'text', nullable: true }) deletionRemarks: string | null;
  /** Raised to end every session of the account (password change or reset, deletion, e-mail undo). */
  @Column({ name: 'session_epoch' }) sessionEpoch: number;
  /** Set while an operator or moderator has banned the member: no session, no login. */
  @Column({ name: 'banned_at', type: 'timestamptz', nullable: true }) bannedAt: Date | null;
  @Column({ name: 'erased_at', type: 'timestamptz', nullable: true }) erasedAt: Date | null;
  /** identity's copy of the profile name, for greeting the member in account mails (kept by events). */
  @Column({ name: 'display_name' }) displayName: string;
}
