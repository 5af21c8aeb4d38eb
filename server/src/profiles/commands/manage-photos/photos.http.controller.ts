import { Body, Delete, Get, Put } from '@nestjs/common';
import { IsId } from '../../../shared/http/ids';
import { ListOwnPhotosQuery } from '../../queries/list-own-photos/list-own-photos.query';
import { DeletePhotoCommand } from '../delete-photo/delete-photo.command';
import { SetMainPhotoCommand } from '../set-main-photo/set-main-photo.command';
import { OwnPhotosResponse } from '../../queries/list-own-photos/own-photo.response';
import { MemberApi, MemberId } from '../../../shared/http/member-api';
import { BusController } from '../../../shared/http/bus-controller';

class PhotoIdDto {
  @IsId('profiles.photo_not_found')
  id: number;
}

/** The member's own photos: list them, choose the main one, delete one; each answers the list. */
@MemberApi()
export class PhotosHttpController extends BusController {
  @Get('photos.php')
  list(@MemberId() memberId: number): Promise<OwnPhotosResponse> {
    return this.queryBus.execute(new ListOwnPhotosQuery(memberId));
  }

  @Put('photos.php')
  async setMain(@MemberId() memberId: number, @Body() body: PhotoIdDto): Promise<OwnPhotosResponse> {
    await this.commandBus.execute(new SetMainPhotoCommand(memberId, body.id));
    return this.list(memberId);
  }

  @Delete('photos.php')
  async remove(@MemberId() memberId: number, @Body() body: PhotoIdDto): Promise<OwnPhotosResponse> {
    await this.commandBus.execute(new DeletePhotoCommand(memberId, body.id));
    return this.list(memberId);
  }
}
