import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('company_info')
export class CompanyInfoEntity {
  @PrimaryColumn({ name: 'site_id' }) siteId: number;
  @Column() name: string;
  @Column() address: string;
  @Column() kvk: string;
  @Column() city: string;
  @Column() country: string;
  @Column({ type: 'text', array: true }) tradenames: string[];
  @Column({ name: 'vat_numbers', type: 'text', array: true }) vatNumbers: string[];
  @Column({ name: 'support_phone' }) supportPhone: string;
  @Column({ name: 'delete_discount' }) deleteDiscount: number;
}
