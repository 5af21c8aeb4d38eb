import { Body, Controller, Headers, Inject, Query } from '@nestjs/common';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { ApiError } from '../../../shared/errors/api-error';
import { AcceptsBody } from '../../../shared/http/accepts-body.decorator';
import { SkipCsrf } from '../../../shared/http/skip-csrf.decorator';
import { CommandBus } from '@nestjs/cqrs';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { SyncPaymentCommand } from './sync-payment.command';
import { isValidSandboxSignature, SANDBOX_SIGNATURE_HEADER } from '../../payments/sandbox-signature';
import { OkResponse } from '../../../shared/http/ok.response';
import { PostAction } from '../../../shared/http/post-action.decorator';
import type { UncheckedBody } from '../../../shared/http/unchecked-body';

/**
 * The provider tells us a payment changed (body: id=…). We trust only what the provider then answers
 * when asked; sandbox calls must also carry a valid signature.
 */
@Controller('api')
export class PaymentWebhookHttpController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly commandBus: CommandBus,
    private readonly config: AppConfigService,
  ) {}

  @PostAction('payment-webhook.php')
  @SkipCsrf()
  @AcceptsBody('form', 'json') // Mollie posts a form
  async receive(
    @Query('provider') providerName: string | undefined,
    @Body() body: UncheckedBody,
    @Headers(SANDBOX_SIGNATURE_HEADER) signature: string | undefined,
  ): Promise<OkResponse> {
    if (providerName !== this.provider.name) throw ApiError.notFound('unknown_provider');
    const id = typeof body?.id === 'string' ? body.id : '';
    if (!/^[\w-]{1,100}$/.test(id)) throw ApiError.badRequest('invalid_payment_id', 'errors.bad_request');
    const canonical = new URLSearchParams({ id }).toString();
    if (
      this.provider.name === 'sandbox' &&
      !isValidSandboxSignature(canonical, signature, this.config.get('SESSION_SECRET'))
    ) {
      throw new ApiError(401, 'invalid_signature', 'billing.invalid_signature');
    }
    const order = await this.commandBus.execute(new SyncPaymentCommand(id));
    if (!order) throw ApiError.notFound('payment_not_found');
    return { ok: true };
  }
}
