import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../shared/clock/clock';
import { AppConfigService } from '../../shared/config/app-config.service';
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
import { eraseRequestDetails } from './direct-debit-erasure';
import { hashSmsCode, smsCodeMatches } from './sms-code';
import { SMS_SENDER, type SmsSender } from './sms-sender';

interface RequestRow {
  id: string;
  account_id: number;
  bundle_id: number;
  discount_code: string | null;
  account_holder: string;
  iban: string;
  code_hash: string;
  code_expires_at: Date;
  amount: number | null;
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
    private readonly config: AppConfigService,
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
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    const now = this.clock.now();
    // Decided under the account's lock, counting open requests too: parallel requests cannot all see
    // room for one more debit.
    await this.dataSource.transaction(async (manager) => {
      await this.lockAccount(manager, accountId);
      // A new request ("Send a new code", or the form sent again) replaces the member's open ones: one
      // request at a time can be confirmed, and the replaced ones keep nothing personal.
      const replaced = (await manager.query(
        `UPDATE direct_debit_requests SET status = 'voided'
          WHERE account_id = $1 AND status = 'awaiting_code' RETURNING id`,
        [accountId],
      )) as [{ id: string }[], number];
      const replacedIds = replaced[0].map((row) => row.id);
      if (replacedIds.length) await eraseRequestDetails(manager, replacedIds, now);
      await this.ensureWithinLimits(manager, accountId, amount);
      await beforeSending();
      await manager.query(
        `INSERT INTO direct_debit_requests (id, account_id, bundle_id, discount_code, account_holder, iban, street,
           house_number, zip, city, phone, code_hash, code_expires_at, amount, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
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
          this.hash(id, code),
          new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
          amount,
          now,
        ],
      );
    });
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

  /**
   * The SMS code: a wrong one answers 'Code invalid' (5 tries), the right one places the order once the
   * limits are checked again under the account's lock.
   */
  async confirm(accountId: number, requestId: unknown, code: unknown) {
    const pending = await this.dataSource.transaction(async (manager) => {
      await this.lockAccount(manager, accountId);
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
      if (typeof code !== 'string' || !smsCodeMatches(row.code_hash, this.hash(row.id, code.trim()))) {
        const attempts = row.attempts + 1;
        if (attempts >= MAX_CODE_ATTEMPTS) await this.void(manager, row.id, attempts);
        else
          await manager.query(`UPDATE direct_debit_requests SET attempts = $2 WHERE id = $1`, [
            row.id,
            attempts,
          ]);
        return { outcome: 'invalid' as const };
      }
      if (!(await this.withinLimits(manager, accountId, row.amount ?? 0, row.id))) {
        await this.void(manager, row.id, row.attempts);
        return { outcome: 'limit' as const };
      }
      // The IBAN is handed to the provider now; we keep only its last four characters.
      await manager.query(`UPDATE direct_debit_requests SET status = 'confirmed', iban = $2 WHERE id = $1`, [
        row.id,
        maskIban(row.iban),
      ]);
      return { outcome: 'confirmed' as const, row };
    });
    if (pending.outcome === 'invalid')
      throw new ApiError(
        400,
        'code_invalid',
        'billing.dd_code_invalid',
        {},
        { code: 'billing.dd_code_invalid' },
      );
    if (pending.outcome === 'limit') throw this.limitReached();
    const { row } = pending;
    let order;
    try {
      await this.ensureAllowed(accountId);
      ({ order } = await this.placement.place(
        accountId,
        { bundleId: row.bundle_id, paymentMethod: 'sdd', discountCode: row.discount_code ?? undefined },
        undefined,
        { accountHolder: row.account_holder, iban: row.iban, requestId: row.id },
      ));
    } catch (error) {
      // No debit came of it: the request stops counting against the limits and its details go.
      await this.dataSource.transaction((manager) => this.void(manager, row.id, row.attempts));
      throw error;
    }
    await this.dataSource.query(`UPDATE direct_debit_requests SET order_id = $2 WHERE id = $1`, [
      row.id,
      order.id,
    ]);
    return order;
  }

  /** A request that can no longer be confirmed keeps nothing personal. */
  private async void(manager: EntityManager, id: string, attempts: number): Promise<void> {
    await manager.query(`UPDATE direct_debit_requests SET status = 'voided', attempts = $2 WHERE id = $1`, [
      id,
      attempts,
    ]);
    await eraseRequestDetails(manager, [id], this.clock.now());
  }

  /** Serialises the limit decisions of one account (held until the transaction ends). */
  private async lockAccount(manager: EntityManager, accountId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('kindred:direct-debit'), $1)`, [accountId]);
  }

  /** HMAC keyed with the server secret: a leaked table does not give away six-digit codes. */
  private hash(requestId: string, code: string): string {
    return hashSmsCode(this.config.get('SESSION_SECRET'), requestId, code);
  }

  private async ensureAllowed(accountId: number): Promise<void> {
    const [blocked] = (await this.dataSource.query(
      `SELECT 1 FROM direct_debit_blocks WHERE account_id = $1`,
      [accountId],
    )) as unknown[];
    if (blocked) throw new ApiError(403, 'direct_debit_blocked', 'billing.dd_blocked');
  }

  private async ensureWithinLimits(manager: EntityManager, accountId: number, amount: number): Promise<void> {
    if (!(await this.withinLimits(manager, accountId, amount))) throw this.limitReached();
  }

  /**
   * Debits of the last 30 days: sdd orders, plus requests still open (awaiting their code) or confirmed
   * and not yet placed (no order of theirs exists), other than `except`.
   */
  private async withinLimits(
    manager: EntityManager,
    accountId: number,
    amount: number,
    except: string | null = null,
  ): Promise<boolean> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - DIRECT_DEBIT_LIMITS.days * 24 * 60 * 60 * 1000);
    const recent = (await manager.query(
      `SELECT amount FROM orders WHERE account_id = $1 AND payment_method = 'sdd'
          AND status IN ('pending','completed') AND created_at > $2
       UNION ALL
       SELECT coalesce(r.amount, 0) FROM direct_debit_requests r
        WHERE r.account_id = $1 AND r.created_at > $2 AND r.id IS DISTINCT FROM $4::uuid
          AND ((r.status = 'awaiting_code' AND r.code_expires_at > $3) OR (r.status = 'confirmed' AND r.order_id IS NULL))
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.direct_debit_request = r.id)`,
      [accountId, since, now, except],
    )) as { amount: number }[];
    return withinDirectDebitLimits(recent, amount);
  }

  private limitReached(): ApiError {
    return new ApiError(403, 'direct_debit_limit_reached', 'billing.dd_limit_reached');
  }
}
