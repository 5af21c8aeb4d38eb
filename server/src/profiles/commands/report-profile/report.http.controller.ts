import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { IsIn, IsString, MaxLength } from 'class-validator';
import type { Repository } from 'typeorm';
import {
  COMPLAINT_REASONS,
  type ComplaintReason,
  CreateComplaintCommand,
} from '../../../compliance/compliance.contracts';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { IsId } from '../../../shared/http/ids';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { Omittable } from '../../../shared/http/omittable.decorator';
import { RateLimiter } from '../../../shared/http/rate-limiter';
import { PhotoEntity } from '../../database/photo.entity';
import { ProfileEntity } from '../../database/profile.entity';

class ReportRequestDto {
  @IsId('profiles.member_not_found')
  id: number;

  @Omittable()
  @IsId('profiles.photo_not_found')
  photo_id?: number;

  @IsIn(COMPLAINT_REASONS, { message: 'profiles.invalid_report_reason' })
  reason: ComplaintReason;

  @Omittable()
  @IsString({ message: 'profiles.report_too_long' })
  @MaxLength(2000, { message: 'profiles.report_too_long' })
  remarks?: string;
}

const REPORTS_PER_MEMBER = { name: 'report', max: 30, windowSeconds: 24 * 60 * 60 };

/** Reports about a profile or one of its photos become complaints for the moderators. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class ReportHttpController {
  constructor(
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    @InjectRepository(PhotoEntity) private readonly photos: Repository<PhotoEntity>,
    private readonly commandBus: CommandBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Post('report.php')
  @HttpCode(201)
  async report(@CurrentMember() member: SessionMember, @Body() body: ReportRequestDto) {
    const target = await this.profiles.findOneBy({ id: body.id });
    if (!target || target.id === member.id)
      throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    if (
      body.photo_id !== undefined &&
      !(await this.photos.existsBy({ id: body.photo_id, profileId: target.id }))
    ) {
      throw ApiError.notFound('photo_not_found', 'profiles.photo_not_found');
    }
    await this.rateLimiter.consume(REPORTS_PER_MEMBER, String(member.id));
    const { id } = await this.commandBus.execute(
      new CreateComplaintCommand({
        reporterId: member.id,
        targetProfileId: target.id,
        targetPhotoId: body.photo_id ?? null,
        reason: body.reason,
        remarks: (body.remarks ?? '').trim(),
      }),
    );
    return { complaint: { id } };
  }
}
