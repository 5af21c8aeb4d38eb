import { Body, Delete, Get, Headers, Post, Put } from '@nestjs/common';
import { BusController } from '../../../../shared/http/bus-controller';
import { MemberApi, MemberId, RateLimitedPerMember } from '../../../../shared/http/member-api';
import type { UncheckedBody } from '../../../../shared/http/unchecked-body';
import { RemovePushDeviceCommand } from '../../commands/remove-push-device/remove-push-device.command';
import { SubscribePushCommand } from '../../commands/subscribe-push/subscribe-push.command';
import { UpdatePushSettingsCommand } from '../../commands/update-push-settings/update-push-settings.command';
import { PUSH_SETTINGS_PER_HOUR } from '../../domain/push-limits';
import { ListPushSubscriptionsQuery } from './list-push-subscriptions.query';
import { PushSubscribedResponse, PushSubscriptionsResponse } from './push-subscriptions.response';

/**
 * push-subscriptions.php: the member's push settings and devices (only their own). POST stores the
 * browser's subscription; POST /api/user.php?push=1 (SPEC §7) is routed here (push-flag.middleware.ts).
 */
@MemberApi()
export class PushSubscriptionsHttpController extends BusController {
  @Get('push-subscriptions.php')
  list(@MemberId() memberId: number): Promise<PushSubscriptionsResponse> {
    return this.queryBus.execute(new ListPushSubscriptionsQuery(memberId));
  }

  /** `{subscription: {endpoint, keys: {p256dh, auth}}}`, as PushSubscription.toJSON() gives it. */
  @Post('push-subscriptions.php')
  @RateLimitedPerMember(PUSH_SETTINGS_PER_HOUR)
  async subscribe(
    @MemberId() memberId: number,
    @Body() body: UncheckedBody,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<PushSubscribedResponse> {
    const { deviceId } = await this.commandBus.execute(new SubscribePushCommand(memberId, body, userAgent));
    return { ...(await this.list(memberId)), device_id: deviceId };
  }

  /** `{show_message_text}` and/or `{id, enabled}`. */
  @Put('push-subscriptions.php')
  @RateLimitedPerMember(PUSH_SETTINGS_PER_HOUR)
  async update(
    @MemberId() memberId: number,
    @Body() body: UncheckedBody,
  ): Promise<PushSubscriptionsResponse> {
    await this.commandBus.execute(new UpdatePushSettingsCommand(memberId, body));
    return this.list(memberId);
  }

  /** `{id}`: the device gets no more pushes. */
  @Delete('push-subscriptions.php')
  @RateLimitedPerMember(PUSH_SETTINGS_PER_HOUR)
  async remove(
    @MemberId() memberId: number,
    @Body() body: UncheckedBody,
  ): Promise<PushSubscriptionsResponse> {
    await this.commandBus.execute(new RemovePushDeviceCommand(memberId, body?.id));
    return this.list(memberId);
  }
}
