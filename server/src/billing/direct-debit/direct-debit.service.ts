import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { ApiError } from '../../shared/errors/api-error';
import { parseId } from '../../shared/http/ids';
import { translate, type Locale } from '../../shared/i18n/messages';
import { SuggestCityQuery } from '../../profiles/profiles.contracts';
import { GetSiteSettingsByIdQuery } from '../../site/site.contracts';
import { discountedAmount } from '../domain/discounts';
import { paymentMethodsFor } from '../domain/payment-methods';
import { BuyerReader } from '../orders/buyer.reader';
import { DiscountFinder } from '../orders/discount-finder';
import { OrderPlacement } from '../orders/order-placement';
import { PriceList } from '../orders/price-list';
import {
  CALLING_CODES,
  checkDirectDebitForm,
  CODE_TTL_SECONDS,
  DIRECT_DEBIT_LIMITS,
  maskIban,
  maskPhone,
  MAX_CODE_ATTEMPTS,
  withinDirectDebitLimits,
  type DirectDebitForm,
} from './direct-debit-rules';
import { SMS_SENDER, type SmsSender } from './sms-sender';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

interface RequestRow {
  id: string;
  account_id: number;
  bundle_id: number;
  discount_code: string | null;
  account_holder: string;
  iban: string;
  code_hash: string;
  code_expires_at: Date;
  attempts: number;
  status: string;
}

/**
 * Direct debit (SPEC §3, §5, §8): the form, the one-time authorisation, an SMS code to confirm, and the
 * limits per account. Confirming places the order, collected by the provider from the IBAN.
 */
@Injectable()
export class DirectDebitService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    private readonly buyers: BuyerReader,
    private readonly prices: PriceList,
    private readonly discounts: DiscountFinder,
    private readonly placement: OrderPlacement,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Checks the form; `validateOnly` stores and sends nothing (and suggests a city even while other fields
   * are still wrong). `beforeSending` runs once the request is known to be good, before the SMS goes out.
   */
  async request(
    accountId: number,
    body: DirectDebitForm & Record<string, unknown>,
    locale: Locale,
    validateOnly: boolean,
    beforeSending: () => Promise<void> = () => Promise.resolve(),
  ) {
    const buyer = await this.buyers.read(accountId);
    if (!paymentMethodsFor(buyer.country).includes('sdd')) {
      throw ApiError.badRequest('payment_method_unavailable', 'billing.payment_method_unavailable');
    }
    const { errors, details } = checkDirectDebitForm(body, CALLING_CODES[buyer.country] ?? '31');
    const typedCity = typeof body.city === 'string' ? body.city.trim() : '';
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
    await this.ensureAllowed(accountId);
    const bundleId = parseId(body.bundle_id);
    const bundle = bundleId ? await this.prices.bundle(buyer.siteId, buyer.country, bundleId) : null;
    if (!bundle) throw ApiError.notFound('bundle_not_found', 'billing.bundle_not_found');
    const discountCode =
      typeof body.discount_code === 'string' && body.discount_code.trim() ? body.discount_code : null;
    const discount = discountCode
      ? await this.discounts.find(discountCode, buyer, bundle.amount, bundle.currency)
      : null;
    const amount = discount ? discountedAmount(bundle.amount, discount.percentage) : bundle.amount;
    await this.ensureWithinLimits(accountId, amount);
    await beforeSending();

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    const now = this.clock.now();
    await this.dataSource.query(
      `INSERT INTO direct_debit_requests (id, account_id, bundle_id, discount_code, account_holder, iban, street,
         house_number, zip, city, phone, code_hash, code_expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        id,
        accountId,
        bundle.id,
        discount?.code ?? null,
        details.accountHolder,
        details.iban,
        details.street,
        details.houseNumber,
        details.zip,
        details.city,
        details.phone,
        hashCode(code),
        new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
        now,
      ],
    );
    const site = await this.queryBus.execute(new GetSiteSettingsByIdQuery(buyer.siteId));
    await this.sms.send(details.phone, translate(locale, 'billing.dd_sms', { site: site.name, code }));
    return {
      request: {
        id,
        phone: maskPhone(details.phone),
        iban: maskIban(details.iban),
        amount,
        currency: bundle.currency,
        credits: bundle.credits,
        expires_at: new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
      },
    };
  }

  /** The SMS code: a wrong one answers 'Code invalid' (5 tries), the right one places the order. */
  async confirm(accountId: number, requestId: unknown, code: unknown) {
    const pending = await this.dataSource.transaction(async (manager) => {
      const [row] = (
        typeof requestId === 'string' && /^[0-9a-f-]{36}$/.test(requestId)
          ? await manager.query(
              `SELECT * FROM direct_debit_requests WHERE id = $1 AND account_id = $2 FOR UPDATE`,
              [requestId, accountId],
            )
          : []
      ) as RequestRow[];
      if (!row || row.status !== 'awaiting_code' || row.code_expires_at <= this.clock.now()) {
        throw ApiError.notFound('request_not_found', 'billing.dd_request_not_found');
      }
      if (typeof code !== 'string' || hashCode(code.trim()) !== row.code_hash) {
        const attempts = row.attempts + 1;
        await manager.query(`UPDATE direct_debit_requests SET attempts = $2, status = $3 WHERE id = $1`, [
          row.id,
          attempts,
          attempts >= MAX_CODE_ATTEMPTS ? 'voided' : 'awaiting_code',
        ]);
        return { invalid: true as const };
      }
      // The IBAN is handed to the provider now; we keep only its last four characters.
      await manager.query(`UPDATE direct_debit_requests SET status = 'confirmed', iban = $2 WHERE id = $1`, [
        row.id,
        maskIban(row.iban),
      ]);
      return { invalid: false as const, row };
    });
    if (pending.invalid)
      throw new ApiError(
        400,
        'code_invalid',
        'billing.dd_code_invalid',
        {},
        { code: 'billing.dd_code_invalid' },
      );
    const { row } = pending;
    await this.ensureAllowed(accountId);
    const { order } = await this.placement.place(
      accountId,
      { bundleId: row.bundle_id, paymentMethod: 'sdd', discountCode: row.discount_code ?? undefined },
      undefined,
      { accountHolder: row.account_holder, iban: row.iban },
    );
    await this.dataSource.query(`UPDATE direct_debit_requests SET order_id = $2 WHERE id = $1`, [
      row.id,
      order.id,
    ]);
    return order;
  }

  private async ensureAllowed(accountId: number): Promise<void> {
    const [blocked] = (await this.dataSource.query(
      `SELECT 1 FROM direct_debit_blocks WHERE account_id = $1`,
      [accountId],
    )) as unknown[];
    if (blocked) throw new ApiError(403, 'direct_debit_blocked', 'billing.dd_blocked');
  }

  private async ensureWithinLimits(accountId: number, amount: number): Promise<void> {
    const since = new Date(this.clock.now().getTime() - DIRECT_DEBIT_LIMITS.days * 24 * 60 * 60 * 1000);
    const recent = (await this.dataSource.query(
      `SELECT amount FROM orders WHERE account_id = $1 AND payment_method = 'sdd'
          AND status IN ('pending','completed') AND created_at > $2`,
      [accountId, since],
    )) as { amount: number }[];
    if (!withinDirectDebitLimits(recent, amount)) {
      throw new ApiError(403, 'direct_debit_limit_reached', 'billing.dd_limit_reached');
    }
  }
}
