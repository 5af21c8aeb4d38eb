import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('complaints')
export class ComplaintEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'reporter_id' }) reporterId: number;
  @Column({ name: 'target_profile_id' }) targetProfileId: number;
  @Column({ name: 'target_photo_id', type: 'integer', nullable: true }) targetPhotoId: number | null;
  @Column() reason: string;
  @Column() remarks: string;
  @Column() status: 'open' | 'resolved' | 'dismissed';
}
