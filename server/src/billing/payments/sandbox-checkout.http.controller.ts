import { Body, Controller, Get, Header, Inject, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiError } from '../../shared/errors/api-error';
import { AcceptsBody } from '../../shared/http/accepts-body.decorator';
import { SkipCsrf } from '../../shared/http/skip-csrf.decorator';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { renderCheckoutPage } from './sandbox-checkout.page';
import { SandboxPaymentProvider, type SandboxOutcome } from './sandbox-provider';

const OUTCOMES: readonly SandboxOutcome[] = ['paid', 'failed', 'canceled', 'pending'];
const REMEMBER = ['no', 'card', 'declining'] as const;

/** The sandbox provider's hosted checkout page (only while no Mollie key is configured). */
@Controller('api/sandbox')
export class SandboxCheckoutHttpController {
  constructor(
    private readonly sandbox: SandboxPaymentProvider,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  private ensureSandbox(): void {
    if (this.provider.name !== 'sandbox') throw ApiError.notFound('payment_not_found');
  }

  @Get('checkout.php')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async page(@Query('id') id?: string) {
    this.ensureSandbox();
    const payment = id ? await this.sandbox.find(id) : null;
    if (!payment) throw ApiError.notFound('payment_not_found');
    return renderCheckoutPage(payment);
  }

  @Post('checkout.php')
  @AcceptsBody('form')
  @SkipCsrf() // a plain HTML form on the "provider's" page, as a real checkout is
  async decide(@Body() body: Record<string, string | undefined>, @Res() response: Response) {
    this.ensureSandbox();
    const outcome = OUTCOMES.find((candidate) => candidate === body.outcome);
    const remember = REMEMBER.find((candidate) => candidate === body.remember) ?? 'no';
    if (!body.id || !outcome) throw ApiError.badRequest('invalid_outcome', 'errors.bad_request');
    const next = await this.sandbox.decide(body.id, outcome, remember);
    if (!next) throw ApiError.notFound('payment_not_found');
    response.redirect(303, next);
  }
}
