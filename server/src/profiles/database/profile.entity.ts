import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('profiles')
export class ProfileEntity {
  @PrimaryColumn() id: number;
  @Column({ name: 'site_id' }) siteId: number;
  @Column() status: 'enabled' | 'disabled';
  @Column() name: string;
  @Column() gender: 'male' | 'female';
  @Column() seeking: 'male' | 'female' | 'both';
  @Column() sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  @Column({ name: 'birth_date', type: 'date' }) birthDate: string;
  @Column({ type: 'char', length: 2 }) country: string;
  @Column({ name: 'region_id', type: 'integer', nullable: true }) regionId: number | null;
  @Column() city: string;
  @Column() about: string;
  @Column() fictional: boolean;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
