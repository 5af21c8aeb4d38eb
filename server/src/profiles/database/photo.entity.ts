import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('photos')
export class PhotoEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'profile_id' }) profileId: number;
  @Column() filename: string;
  @Column({ name: 'thumb_filename' }) thumbFilename: string;
  @Column() status: 'pending' | 'approved' | 'rejected';
  @Column({ name: 'is_main' }) isMain: boolean;
  @Column() position: number;
  @Column() width: number;
  @Column() height: number;
  /** The classifier's score, 0 (safe) .. 1 (explicit); null until the job has scored it. */
  @Column({ name: 'safety_score', type: 'real', nullable: true }) safetyScore: number | null;
  /** Scored above the site's threshold: waits for a moderator even under `post`. */
  @Column({ default: false }) held: boolean;
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true }) reviewedAt: Date | null;
  /** The admin account that decided last. */
  @Column({ name: 'reviewed_by', type: 'integer', nullable: true }) reviewedBy: number | null;
  @Column({ name: 'reject_reason', type: 'varchar', nullable: true }) rejectReason: string | null;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt: Date;
}
