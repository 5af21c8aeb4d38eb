import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type AdminRole = 'operator' | 'finance';

@Entity('admin_accounts')
export class AdminAccountEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column() email: string;
  @Column() name: string;
  @Column({ name: 'password_hash', select: false }) passwordHash: string;
  @Column() role: AdminRole;
  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true }) lastLoginAt: Date | null;
}
