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
}
