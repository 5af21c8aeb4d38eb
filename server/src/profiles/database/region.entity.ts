import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('regions')
export class RegionEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'char', length: 2 }) country: string;
  @Column() code: string;
  @Column() name: string;
}
