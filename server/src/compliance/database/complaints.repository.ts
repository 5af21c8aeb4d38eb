import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { NewComplaint } from '../compliance.contracts';
import { ComplaintEntity } from './complaint.entity';

@Injectable()
export class ComplaintsRepository {
  constructor(@InjectRepository(ComplaintEntity) private readonly complaints: Repository<ComplaintEntity>) {}

  /** Files an open complaint; answers its id. */
  async add(complaint: NewComplaint): Promise<number> {
    const inserted = await this.complaints.insert({ ...complaint, status: 'open' });
    return inserted.identifiers[0]!.id as number;
  }
}
