import { randomInt, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { SuggestCityQuery } from '../../../profiles/profiles.contracts';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { AppConfigService } from '../../../shared/config/app-config.service';
import { ApiError } from '../../../shared/errors/api-error';
import { parseId } from '../../../shared/http/ids';
import { translate } from '../../../shared/i18n/messages';
import { GetSiteSettingsByIdQuery } from '../../../site/site.contracts';
import { DirectDebitRepository } from '../../database/direct-debit.repository';
import { discountedAmount } from '../../domain/discounts';
import { PaymentMethodsOffered } from '../../payments/payment-methods-offered';
import { DirectDebitChecks } from '../../direct-debit/direct-debit-checks';
import {
  CALLING_CODES,
  checkDirectDebitForm,
  CODE_TTL_SECONDS,
  maskIban,
  maskPhone,
} from '../../direct-debit/direct-debit-rules';
import { hashSmsCode } from '../../direct-debit/sms-code';
import { SMS_SENDER, type SmsSender } from '../../direct-debit/sms-sender';
import { BuyerReader, type BuyerAccount } from '../../orders/buyer.reader';
import { DiscountFinder } from '../../orders/discount-finder';
import { PriceList } from '../../database/price-list';
import type { DirectDebitAnswer } from './direct-debit.response';
import { RequestDirectDebitCommand } from './request-direct-debit.command';

@CommandHandler(RequestDirectDebitCommand)
export class RequestDirectDebitHandler implements ICommandHandler<RequestDirectDebitCommand> {
  constructor(
    private readonly requests: DirectDebitRepository,
    private readonly checks: DirectDebitChecks,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    private readonly buyers: BuyerReader,
    private readonly prices: PriceList,
    private readonly discounts: DiscountFinder,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfigService,
    private readonly paymentMethods: PaymentMethodsOffered,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RequestDirectDebitCommand): Promise<DirectDebitAnswer> {
    const { accountId, form, validateOnly } = command;
    const buyer = await this.buyers.read(accountId);
    if (!this.paymentMethods.to(buyer.country).includes('sdd')) {
      throw ApiError.badRequest('payment_method_unavailable', 'billing.payment_method_unavailable');
    }
    const { errors, details } = checkDirectDebitForm(form, CALLING_CODES[buyer.country] ?? '31');
    const typedCity = typeof form.city === 'string' ? form.city.trim() : '';
    const suggestedCity =
      validateOnly && typedCity
        ? await this.queryBus.execute(new SuggestCityQuery(buyer.country, typedCity))
        : null;
    const suggestions = suggestedCity ? { city: suggestedCity } : {};
    if (!details) {
      const first = Object.values(errors)[0]!;
      throw new ApiError(
        400,
        'validation_failed',
        first,
        {},
        errors,
        validateOnly ? { suggestions } : undefined,
      );
    }
    if (validateOnly) return { ok: true, suggestions };
    await this.checks.ensureNotBlocked(accountId);
    const { bundle, amount, discountCode } = await this.price(buyer, form);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
    // Decided under the account's lock, counting open requests too: parallel requests cannot all see
    // room for one more debit.
    await this.requests.transaction(async (tx) => {
      await tx.lockAccount(accountId);
      // A new request ("Send a new code", or the form sent again) replaces the member's open ones: one
      // request at a time can be confirmed, and the replaced ones keep nothing personal.
      const replaced = await tx.voidOpenRequests(accountId);
      if (replaced.length) await tx.eraseDetails(replaced, now);
      if (!(await this.checks.withinLimits(tx, accountId, amount))) throw this.checks.limitReached();
      await command.beforeSending();
      await tx.insertRequest({
        id,
        account_id: accountId,
        bundle_id: bundle.id,
        discount_code: discountCode,
        account_holder: details.accountHolder,
        iban: details.iban,
        street: details.street,
        house_number: details.houseNumber,
        zip: details.zip,
        city: details.city,
        phone: details.phone,
        code_hash: hashSmsCode(this.config.get('SESSION_SECRET'), id, code),
        code_expires_at: expiresAt,
        amount,
        created_at: now,
      });
    });
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(buyer.siteId));
    try {
      await this.sms.send(
        details.phone,
        translate(command.locale, 'billing.dd_sms', { site: site.name, code }),
      );
    } catch {
      // nobody knows the code: the request is voided and keeps nothing personal, and the text does not
      // count against the SMS limit
      await this.requests.transaction(async (tx) => {
        await tx.voidRequest(id, 0);
        await tx.eraseDetails([id], now);
      });
      await command.notSent();
      throw new ApiError(503, 'sms_not_sent', 'billing.sms_not_sent');
    }
    return {
      request: {
        id,
        phone: maskPhone(details.phone),
        iban: maskIban(details.iban),
        amount,
        currency: bundle.currency,
        credits: bundle.credits,
        expires_at: expiresAt.toISOString(),
      },
    };
  }

  private async price(buyer: BuyerAccount, form: Record<string, unknown>) {
    const bundleId = parseId(form.bundle_id);
    const bundle = bundleId ? await this.prices.bundle(buyer.siteId, buyer.country, bundleId) : null;
    if (!bundle) throw ApiError.notFound('bundle_not_found', 'billing.bundle_not_found');
    const typedCode =
      typeof form.discount_code === 'string' && form.discount_code.trim() ? form.discount_code : null;
    const discount = typedCode
      ? await this.discounts.find(typedCode, buyer, bundle.amount, bundle.currency)
      : null;
    const amount = discount ? discountedAmount(bundle.amount, discount.percentage) : bundle.amount;
    return { bundle, amount, discountCode: discount?.code ?? null };
  }
}
