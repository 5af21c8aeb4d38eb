import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('interests')
export class InterestEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column() slug: string;
  @Column() sort: number;
  @Column({ type: 'jsonb' }) labels: Record<string, string>;
}
