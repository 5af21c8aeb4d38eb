import { Body, Controller, Delete, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CurrentMember, type SessionMember } from '../../../shared/http/current-member.decorator';
import { IsId } from '../../../shared/http/ids';
import { MemberAuthGuard } from '../../../shared/http/member-auth.guard';
import { ListOwnPhotosQuery } from '../../queries/list-own-photos/list-own-photos.query';
import { DeletePhotoCommand } from '../delete-photo/delete-photo.command';
import { SetMainPhotoCommand } from '../set-main-photo/set-main-photo.command';
import { OwnPhotosResponse } from '../../queries/list-own-photos/own-photo.response';

class PhotoIdDto {
  @IsId('profiles.photo_not_found')
  id: number;
}

/** The member's own photos: list them, choose the main one, delete one; each answers the list. */
@Controller('api')
@UseGuards(MemberAuthGuard)
export class PhotosHttpController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('photos.php')
  list(@CurrentMember() member: SessionMember): Promise<OwnPhotosResponse> {
    return this.queryBus.execute(new ListOwnPhotosQuery(member.id));
  }

  @Put('photos.php')
  async setMain(
    @CurrentMember() member: SessionMember,
    @Body() body: PhotoIdDto,
  ): Promise<OwnPhotosResponse> {
    await this.commandBus.execute(new SetMainPhotoCommand(member.id, body.id));
    return this.list(member);
  }

  @Delete('photos.php')
  async remove(@CurrentMember() member: SessionMember, @Body() body: PhotoIdDto): Promise<OwnPhotosResponse> {
    await this.commandBus.execute(new DeletePhotoCommand(member.id, body.id));
    return this.list(member);
  }
}
