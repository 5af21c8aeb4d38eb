import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../../shared/config/app-config.service';
import { paymentMethodsFor, type PaymentMethod } from '../domain/payment-methods';

/**
 * What this install offers a payer of a country: direct debit only where its SMS codes reach the
 * member, i.e. in production only with an SMS gateway (outside production they go to sms_outbox).
 */
@Injectable()
export class PaymentMethodsOffered {
  readonly directDebit: boolean;

  constructor(config: AppConfigService) {
    this.directDebit = config.get('NODE_ENV') !== 'production' || !!config.get('SMS_GATEWAY_URL');
  }

  to(country: string): readonly PaymentMethod[] {
    const methods = paymentMethodsFor(country);
    return this.directDebit ? methods : methods.filter((method) => method !== 'sdd');
  }
}
