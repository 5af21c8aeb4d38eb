import { Body, Controller, Header, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfigService } from '../../shared/config/app-config.service';
import { ApiError } from '../../shared/errors/api-error';
import { AcceptsBody } from '../../shared/http/accepts-body.decorator';
import { sessionMemberOf } from '../../shared/http/current-member.decorator';
import { SkipCsrf } from '../../shared/http/skip-csrf.decorator';
import type { Locale } from '../../shared/i18n/messages';
import { RequestLocale } from '../../shared/i18n/request-locale';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { renderCheckoutPage } from './sandbox-checkout.page';
import { SandboxPaymentProvider, type SandboxOutcome } from './sandbox-provider';
import { isValidSandboxCheckoutToken } from './sandbox-signature';
import { ApiProduces, ApiSeeOtherResponse } from '@nestjs/swagger';
import type { UncheckedBody } from '../../shared/http/unchecked-body';
import { GetNoStore } from '../../shared/http/get-no-store.decorator';

const OUTCOMES: readonly SandboxOutcome[] = ['paid', 'failed', 'canceled', 'pending'];
const REMEMBER = ['no', 'card', 'declining'] as const;

/** The sandbox provider's hosted checkout page (only while PAYMENT_PROVIDER is the sandbox). */
@Controller('api/sandbox')
export class SandboxCheckoutHttpController {
  constructor(
    private readonly sandbox: SandboxPaymentProvider,
    private readonly config: AppConfigService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  private ensureSandbox(): void {
    if (this.provider.name !== 'sandbox') throw ApiError.notFound('payment_not_found');
  }

  /**
   * Only the payer may decide a payment: the holder of the checkout link (its token is bound to the
   * payment id) or the logged-in member whose order it pays. A payment id alone is not enough.
   */
  private async authorize(id: string, token: unknown, request: Request): Promise<string | null> {
    const secret = this.config.get('SESSION_SECRET');
    if (typeof token === 'string' && isValidSandboxCheckoutToken(id, token, secret)) return token;
    const member = sessionMemberOf(request);
    if (member && (await this.sandbox.ownerOf(id)) === member.id) return null;
    throw new ApiError(403, 'forbidden', 'billing.sandbox_checkout_forbidden');
  }

  @GetNoStore('checkout.php')
  @ApiProduces('text/html')
  @Header('Content-Type', 'text/html; charset=utf-8')
  async page(
    @Req() request: Request,
    @RequestLocale() locale: Locale,
    @Query('id') id?: unknown,
    @Query('token') token?: unknown,
  ) {
    this.ensureSandbox();
    if (typeof id !== 'string' || !id) throw ApiError.notFound('payment_not_found');
    const granted = await this.authorize(id, token, request);
    const payment = await this.sandbox.find(id);
    if (!payment) throw ApiError.notFound('payment_not_found');
    return renderCheckoutPage(payment, { token: granted, locale });
  }

  @Post('checkout.php')
  @HttpCode(303)
  @ApiSeeOtherResponse({ description: "Back to the app's return page for the payment (sandbox only)." })
  @AcceptsBody('form')
  @SkipCsrf() // a plain HTML form on the "provider's" page, as a real checkout is
  async decide(@Req() request: Request, @Body() body: UncheckedBody, @Res() response: Response) {
    this.ensureSandbox();
    const outcome = OUTCOMES.find((candidate) => candidate === body.outcome);
    const remember = REMEMBER.find((candidate) => candidate === body.remember) ?? 'no';
    if (typeof body.id !== 'string' || !body.id || !outcome)
      throw ApiError.badRequest('invalid_outcome', 'errors.bad_request');
    await this.authorize(body.id, body.token, request);
    const next = await this.sandbox.decide(body.id, outcome, remember);
    if (!next) throw ApiError.notFound('payment_not_found');
    response.redirect(303, next);
  }

  /**
   * A test switch of the sandbox alone: `{ "failing": true }` makes starting the logged-in member's
   * payments fail as a provider that is down does (the checkout answers 502 payment_provider_unavailable),
   * `false` lifts it. Not found in production, whatever the provider (fail closed).
   */
  @Post('fail-to-start.php')
  @HttpCode(204)
  failToStart(@Req() request: Request, @Body() body: UncheckedBody): void {
    this.ensureSandbox();
    if (!this.sandbox.canFailToStart) throw ApiError.notFound('not_found');
    const member = sessionMemberOf(request);
    if (!member) throw ApiError.authenticationRequired();
    if (typeof body?.failing !== 'boolean')
      throw ApiError.badRequest('invalid_failing', 'errors.bad_request');
    this.sandbox.failToStart(member.id, body.failing);
  }
}
