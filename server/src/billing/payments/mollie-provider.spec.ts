import type { NewProviderPayment } from './payment-provider';
import { mollieAmount, mollieMethodOf, MolliePaymentProvider } from './mollie-provider';

function fakePayments(status = 'open') {
  const created: Record<string, unknown>[] = [];
  const payment = (extra: Record<string, unknown> = {}) => ({
    id: 'tr_test123',
    status,
    method: 'creditcard',
    getCheckoutUrl: () => (status === 'open' ? 'https://www.mollie.com/checkout/test' : null),
    ...extra,
  });
  return {
    created,
    payments: {
      create: async (params: Record<string, unknown>) => {
        created.push(params);
        return payment(
          params.mandateId ? { customerId: params.customerId, mandateId: params.mandateId } : {},
        );
      },
      get: async (id: string) => {
        if (id === 'tr_missing') throw Object.assign(new Error('not found'), { statusCode: 404 });
        return payment({ customerId: 'cst_1', mandateId: 'mdt_1' });
      },
    },
  };
}

const ORDER_O1: NewProviderPayment = {
  amount: 1999,
  currency: 'EUR',
  description: '25 credits',
  method: 'creditcard',
  redirectUrl: 'https://kindred.example/credits/2/creditcard?order=o1',
  webhookUrl: 'https://kindred.example/api/payment-webhook.php?provider=mollie',
  orderId: 'o1',
};

describe('MolliePaymentProvider', () => {
  it('creates a one-off payment with the amount as a two-decimal string and Mollie’s method name', async () => {
    const fake = fakePayments();
    const provider = new MolliePaymentProvider('test_xxxxxxxxxxxxxxxxxxxxxxxxxxxx', fake.payments as never);
    const payment = await provider.createPayment({ ...ORDER_O1, method: 'prezelewy24' });
    expect(fake.created[0]).toMatchObject({
      amount: { currency: 'EUR', value: '19.99' },
      method: 'przelewy24',
      metadata: { order_id: 'o1' },
    });
    expect(fake.created[0]).not.toHaveProperty('sequenceType');
    expect(payment).toEqual({
      id: 'tr_test123',
      status: 'open',
      checkoutUrl: 'https://www.mollie.com/checkout/test',
      mandate: null,
    });
  });

  it('charges a stored customer mandate as a recurring payment', async () => {
    const fake = fakePayments('paid');
    const provider = new MolliePaymentProvider('test_xxxxxxxxxxxxxxxxxxxxxxxxxxxx', fake.payments as never);
    const payment = await provider.createPayment({
      ...ORDER_O1,
      amount: 999,
      currency: 'GBP',
      orderId: 'o2',
      mandateId: 'cst_1/mdt_1',
    });
    expect(fake.created[0]).toMatchObject({
      customerId: 'cst_1',
      mandateId: 'mdt_1',
      sequenceType: 'recurring',
    });
    expect(payment.status).toBe('paid');
    expect(payment.mandate?.id).toBe('cst_1/mdt_1');
  });

  it('pays back through a payment refund', async () => {
    const refunds: Record<string, unknown>[] = [];
    const provider = new MolliePaymentProvider(
      'test_xxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      fakePayments().payments as never,
      {
        create: async (params: Record<string, unknown>) => {
          refunds.push(params);
          return {};
        },
      } as never,
    );
    await provider.refund('tr_test123', 1999, 'EUR');
    expect(refunds).toEqual([{ paymentId: 'tr_test123', amount: { currency: 'EUR', value: '19.99' } }]);
  });

  it('answers null for a payment Mollie does not know', async () => {
    const provider = new MolliePaymentProvider(
      'test_xxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      fakePayments().payments as never,
    );
    expect(await provider.getPayment('tr_missing')).toBeNull();
  });

  it('maps every method of the spec (retired sofort and giropay fall back to Mollie’s method screen)', () => {
    expect(mollieMethodOf('sct')).toBe('banktransfer');
    expect(mollieMethodOf('cartebancaire')).toBe('creditcard');
    expect(mollieMethodOf('sofort')).toBeUndefined();
    expect(mollieAmount(5, 'EUR')).toEqual({ currency: 'EUR', value: '0.05' });
  });
});
