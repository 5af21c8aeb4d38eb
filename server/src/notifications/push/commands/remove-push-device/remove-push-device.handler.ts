import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../../shared/errors/api-error';
import { isId } from '../../../../shared/http/ids';
import { PushSubscriptionsRepository } from '../../database/push-subscriptions.repository';
import { RemovePushDeviceCommand } from './remove-push-device.command';

@CommandHandler(RemovePushDeviceCommand)
export class RemovePushDeviceHandler implements ICommandHandler<RemovePushDeviceCommand> {
  constructor(private readonly subscriptions: PushSubscriptionsRepository) {}

  async execute({ memberId, deviceId }: RemovePushDeviceCommand): Promise<void> {
    if (!isId(deviceId)) throw ApiError.invalidField('id', 'device_not_found', 'push.device_not_found');
    if (!(await this.subscriptions.remove(memberId, deviceId)))
      throw ApiError.notFound('device_not_found', 'push.device_not_found');
  }
}
