import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PaymentMethod } from '../domain/payment-methods';
import type { ProviderPaymentStatus } from '../payments/payment-provider';

export interface SandboxRow {
  id: string;
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  status: ProviderPaymentStatus;
  redirect_url: string;
  webhook_url: string;
  mandate: string | null;
  created_at: Date;
}

export type NewSandboxPayment = Omit<SandboxRow, 'mandate'> & { mandate: string | null };

/** The sandbox provider's own payments (`sandbox_payments`), as a real provider keeps them. */
@Injectable()
export class SandboxPaymentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async add(payment: NewSandboxPayment): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sandbox_payments (id, amount, currency, description, method, status, redirect_url, webhook_url,
                                     mandate, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        payment.id,
        payment.amount,
        payment.currency,
        payment.description,
        payment.method,
        payment.status,
        payment.redirect_url,
        payment.webhook_url,
        payment.mandate,
        payment.created_at,
      ],
    );
  }

  async find(id: string): Promise<SandboxRow | null> {
    const [row] = (await this.dataSource.query(`SELECT * FROM sandbox_payments WHERE id = $1`, [
      id,
    ])) as SandboxRow[];
    return row ?? null;
  }

  /** The member whose order this payment pays, or null (no such payment, or not an order's). */
  async ownerOf(id: string): Promise<number | null> {
    const [row] = (await this.dataSource.query(
      `SELECT account_id FROM orders WHERE provider = 'sandbox' AND provider_payment_id = $1`,
      [id],
    )) as { account_id: number }[];
    return row?.account_id ?? null;
  }

  /** The member who placed an order (by the order's id), or null. */
  async orderOwner(orderId: string): Promise<number | null> {
    const [row] = (await this.dataSource.query(`SELECT account_id FROM orders WHERE id = $1`, [orderId])) as {
      account_id: number;
    }[];
    return row?.account_id ?? null;
  }

  /** Refunds part or all of a paid payment. */
  async refund(id: string, amount: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE sandbox_payments SET refunded_amount = refunded_amount + $2 WHERE id = $1 AND status = 'paid'`,
      [id, amount],
    );
  }

  async decide(id: string, status: ProviderPaymentStatus, mandate: string | null): Promise<void> {
    await this.dataSource.query(`UPDATE sandbox_payments SET status = $2, mandate = $3 WHERE id = $1`, [
      id,
      status,
      mandate,
    ]);
  }
}
