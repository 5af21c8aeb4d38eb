import { Body, Controller, Delete, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { IsId } from '../../../shared/http/ids';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { MemberBlockEntity } from '../../database/member-block.entity';
import { ProfileEntity } from '../../database/profile.entity';
import { MemberBlocked, MemberUnblocked } from '../../profiles.contracts';

class MemberIdDto {
  @IsId('profiles.member_not_found')
  id: number;
}

@Controller('api')
@UseGuards(MemberAuthGuard)
export class BlockHttpController {
  constructor(
    @InjectRepository(MemberBlockEntity) private readonly blocks: Repository<MemberBlockEntity>,
    @InjectRepository(ProfileEntity) private readonly profiles: Repository<ProfileEntity>,
    private readonly eventBus: EventBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('blocks.php')
  async list(@CurrentMember() member: SessionMember) {
    const rows = (await this.blocks.query(
      `SELECT p.id, p.name FROM member_blocks b JOIN profiles p ON p.id = b.blocked_id
       WHERE b.blocker_id = $1 ORDER BY b.created_at DESC`,
      [member.id],
    )) as { id: number; name: string }[];
    return { blocks: rows };
  }

  @Post('block.php')
  @HttpCode(201)
  async block(@CurrentMember() member: SessionMember, @Body() body: MemberIdDto) {
    if (body.id === member.id) throw ApiError.badRequest('cannot_block_self', 'profiles.cannot_block_self');
    const target = await this.profiles.findOneBy({ id: body.id, siteId: await this.ownSite(member.id) });
    if (!target) throw ApiError.notFound('member_not_found', 'profiles.member_not_found');
    const now = this.clock.now();
    const inserted = (await this.blocks.query(
      `INSERT INTO member_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING blocker_id`,
      [member.id, target.id, now],
    )) as unknown[];
    if (inserted.length) this.eventBus.publish(new MemberBlocked(member.id, target.id, now));
    return { ok: true };
  }

  @Delete('block.php')
  async unblock(@CurrentMember() member: SessionMember, @Body() body: MemberIdDto) {
    const removed = await this.blocks.delete({ blockerId: member.id, blockedId: body.id });
    if (removed.affected) this.eventBus.publish(new MemberUnblocked(member.id, body.id, this.clock.now()));
    return { ok: true };
  }

  private async ownSite(profileId: number): Promise<number> {
    const own = await this.profiles.findOneBy({ id: profileId });
    if (!own) throw ApiError.authenticationRequired();
    return own.siteId;
  }
}
