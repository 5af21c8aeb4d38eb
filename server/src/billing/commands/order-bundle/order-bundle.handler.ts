import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OncePerClientId } from '../../orders/once-per-client-id';
import { PlaceOrderCommand, type PlacedOrder } from '../place-order/place-order.command';
import { OrderBundleCommand } from './order-bundle.command';

@CommandHandler(OrderBundleCommand)
export class OrderBundleHandler implements ICommandHandler<OrderBundleCommand> {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly once: OncePerClientId,
  ) {}

  execute({ accountId, request, clientId }: OrderBundleCommand): Promise<PlacedOrder> {
    return this.once.place(accountId, clientId, request, (key) =>
      this.commandBus.execute(new PlaceOrderCommand(accountId, { ...request, clientId: key })),
    );
  }
}
