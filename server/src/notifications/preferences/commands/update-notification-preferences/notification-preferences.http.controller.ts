import { Body, Put } from '@nestjs/common';
import { BusController } from '../../../../shared/http/bus-controller';
import { GetNoStore } from '../../../../shared/http/get-no-store.decorator';
import { MemberApi, MemberId } from '../../../../shared/http/member-api';
import type { UncheckedBody } from '../../../../shared/http/unchecked-body';
import { ApiError } from '../../../../shared/errors/api-error';
import { GetNotificationPreferencesQuery } from '../../../notifications.contracts';
import { NotificationPreferencesResponse, toPreferencesResponse } from './notification-preferences.response';
import { UpdateNotificationPreferencesCommand } from './update-notification-preferences.command';

/** The member's e-mail notification preferences: read them, change any of them. */
@MemberApi()
export class NotificationPreferencesHttpController extends BusController {
  @GetNoStore('notifications.php')
  async show(@MemberId() memberId: number): Promise<NotificationPreferencesResponse> {
    const preferences = await this.queryBus.execute(new GetNotificationPreferencesQuery(memberId));
    if (!preferences) throw ApiError.authenticationRequired();
    return toPreferencesResponse(preferences);
  }

  @Put('notifications.php')
  async update(
    @MemberId() memberId: number,
    @Body() body: UncheckedBody,
  ): Promise<NotificationPreferencesResponse> {
    return toPreferencesResponse(
      await this.commandBus.execute(new UpdateNotificationPreferencesCommand(memberId, body ?? {})),
    );
  }
}
