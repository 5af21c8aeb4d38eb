import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApiError } from '../../../shared/errors/api-error';
import { OrdersRepository } from '../../database/orders.repository';
import { OncePerClientId } from '../../orders/once-per-client-id';
import { PlaceOrderCommand, type PlacedOrder } from '../place-order/place-order.command';
import { RepeatOrderCommand } from './repeat-order.command';

@CommandHandler(RepeatOrderCommand)
export class RepeatOrderHandler implements ICommandHandler<RepeatOrderCommand> {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly commandBus: CommandBus,
    private readonly once: OncePerClientId,
  ) {}

  execute({ accountId, bundleId, clientId }: RepeatOrderCommand): Promise<PlacedOrder> {
    return this.once.place(accountId, clientId, { bundleId }, async (key) => {
      const last = await this.orders.lastCompleted(accountId);
      if (!last) throw ApiError.notFound('no_previous_order', 'billing.no_previous_order');
      const mandate = await this.orders.mandateOf(accountId);
      return this.commandBus.execute(
        new PlaceOrderCommand(
          accountId,
          {
            bundleId: bundleId ?? last.bundle_id,
            paymentMethod: mandate?.payment_method ?? last.payment_method,
            clientId: key,
          },
          { orderId: last.id, mandateId: mandate?.mandate_id ?? null },
        ),
      );
    });
  }
}
