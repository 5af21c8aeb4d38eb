import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('member_blocks')
export class MemberBlockEntity {
  @PrimaryColumn({ name: 'blocker_id' }) blockerId: number;
  @PrimaryColumn({ name: 'blocked_id' }) blockedId: number;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
