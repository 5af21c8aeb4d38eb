import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminRole } from '../../shared/admin/admin-role';

export type { AdminRole };

@Entity('admin_accounts')
export class AdminAccountEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column() email: string;
  @Column() name: string;
  @Column({ name: 'password_hash', select: false }) passwordHash: string;
  @Column({ type: 'varchar' }) role: AdminRole;
  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true }) lastLoginAt: Date | null;
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true }) disabledAt: Date | null;
  @Column({ name: 'session_epoch', type: 'integer', default: 0 }) sessionEpoch: number;
  @Column({ name: 'totp_secret', type: 'varchar', nullable: true, select: false }) totpSecret: string | null;
  @Column({ name: 'totp_enabled_at', type: 'timestamptz', nullable: true }) totpEnabledAt: Date | null;
}
