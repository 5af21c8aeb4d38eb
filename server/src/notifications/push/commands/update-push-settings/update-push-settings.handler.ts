import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../../shared/errors/api-error';
import { isId } from '../../../../shared/http/ids';
import { PushSubscriptionsRepository } from '../../database/push-subscriptions.repository';
import { UpdatePushSettingsCommand } from './update-push-settings.command';

@CommandHandler(UpdatePushSettingsCommand)
export class UpdatePushSettingsHandler implements ICommandHandler<UpdatePushSettingsCommand> {
  constructor(private readonly subscriptions: PushSubscriptionsRepository) {}

  async execute({ memberId, body }: UpdatePushSettingsCommand): Promise<void> {
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const device = 'id' in fields || 'enabled' in fields;
    const showText = 'show_message_text' in fields;
    if (!device && !showText) throw ApiError.badRequest('choose_setting', 'push.choose_setting');
    if (device && !isId(fields.id))
      throw ApiError.invalidField('id', 'device_not_found', 'push.device_not_found');
    if (device && typeof fields.enabled !== 'boolean')
      throw ApiError.invalidField('enabled', 'invalid_choice', 'push.invalid_choice');
    if (showText && typeof fields.show_message_text !== 'boolean')
      throw ApiError.invalidField('show_message_text', 'invalid_choice', 'push.invalid_choice');

    if (device) {
      const found = await this.subscriptions.setEnabled(
        memberId,
        fields.id as number,
        fields.enabled as boolean,
      );
      if (!found) throw ApiError.notFound('device_not_found', 'push.device_not_found');
    }
    if (showText) await this.subscriptions.setShowMessageText(memberId, fields.show_message_text as boolean);
  }
}
