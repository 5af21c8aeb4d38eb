import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  json,
  offerFixture,
  orderFixture,
  renderDirectDebit,
  requestFixture,
  type Handler,
} from './render-direct-debit';

const FORM: Record<string, string> = {
  'Account holder': 'Anna de Vries',
  'Account number (IBAN)': 'NL91ABNA0417164300',
  Street: 'Damrak',
  'House number': '1',
  'Postal code': '1012 LG',
  City: 'Amsterdam',
  'Mobile phone number': '06 1234 5678',
};

const IBAN_ERROR = 'This IBAN is not valid. Please check it.';
const AUTH_ERROR = 'Please allow the one-time direct debit.';
const LIMIT =
  'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.';

function fill(values: Record<string, string> = FORM) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const mandate = () => screen.getByRole('checkbox', { name: /I authorise Kindred/ });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send me the code' }));

/** validate=1 answers fine, directdebit.php sends a code, confirm takes 123456. */
const happy: Handler = ({ path, body }) => {
  if (path === '/api/directdebit.php?validate=1') return json({ ok: true, suggestions: {} }, 201);
  if (path === '/api/directdebit.php') return json({ request: requestFixture() }, 201);
  if (path === '/api/directdebit-confirm.php')
    return body?.code === '123456'
      ? json({ order: orderFixture() })
      : apiError(400, 'code_invalid', 'Code invalid', { code: 'Code invalid' });
  return undefined;
};

async function toCodeStep(handler: Handler = happy) {
  const rendered = await renderDirectDebit('/directdebit?bundle=2', handler);
  await screen.findByRole('heading', { name: 'Your bank details' });
  fill();
  fireEvent.click(mandate());
  submit();
  await screen.findByRole('heading', { name: 'Confirm with the code' });
  return rendered;
}

describe('DirectDebitPage', () => {
  it('lists the bundles to choose from without ?bundle', async () => {
    await renderDirectDebit('/directdebit?code=kindred10', () =>
      json({ discount: { code: 'KINDRED10', percentage: 10, minimum: 0 } }),
    );
    const list = await screen.findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[1]).toHaveAttribute('href', '/directdebit?bundle=2&code=KINDRED10');
    expect(links[1]).toHaveTextContent('25 Credits');
    expect(links[1]).toHaveTextContent('€17.99'); // 10 % off €19.99
  });

  it('shows the order summary with the active discount and the mandate with site and amount', async () => {
    const offer = offerFixture({
      discount: { code: 'WELCOME25', percentage: 25, minimum: 0 },
      bundles: [
        { id: 4, credits: 150, popular: false, currency: 'EUR', price: 7999, discounted_price: 5999 },
      ],
    });
    await renderDirectDebit('/directdebit?bundle=4', happy, { offer });
    const summary = await screen.findByRole('complementary', { name: 'Your order' });
    expect(summary).toHaveTextContent('150');
    expect(summary).toHaveTextContent('Discount WELCOME25 (−25%)');
    expect(within(summary).getByTestId('dd-total')).toHaveTextContent('€59.99');
    expect(mandate()).toHaveAccessibleName(
      /collect this one-time payment of €59\.99 from my account by SEPA direct debit/,
    );
  });

  it('groups the IBAN in fours as typed and sends it without the spaces', async () => {
    const { calls } = await renderDirectDebit('/directdebit?bundle=2', happy);
    await screen.findByRole('heading', { name: 'Your bank details' });
    fill();
    expect(screen.getByLabelText('Account number (IBAN)')).toHaveValue('NL91 ABNA 0417 1643 00');
    fireEvent.click(mandate());
    submit();
    await screen.findByRole('heading', { name: 'Confirm with the code' });
    const sent = calls.find((call) => call.path === '/api/directdebit.php');
    expect(sent?.body).toEqual({
      bundle_id: 2,
      account_holder: 'Anna de Vries',
      iban: 'NL91ABNA0417164300',
      street: 'Damrak',
      house_number: '1',
      zip: '1012 LG',
      city: 'Amsterdam',
      phone: '06 1234 5678',
      authorization: true,
    });
  });

  it('shows the server’s errors next to the fields and focuses the first one', async () => {
    await renderDirectDebit('/directdebit?bundle=2', ({ path }) =>
      path === '/api/directdebit.php?validate=1'
        ? apiError(400, 'validation_failed', IBAN_ERROR, { iban: IBAN_ERROR, authorization: AUTH_ERROR })
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Your bank details' });
    fill({ ...FORM, 'Account number (IBAN)': 'NL91ABNA0417164301' });
    submit();
    const iban = screen.getByLabelText('Account number (IBAN)');
    await waitFor(() => expect(iban).toHaveAttribute('aria-invalid', 'true'));
    expect(iban).toHaveAccessibleDescription(expect.stringContaining(IBAN_ERROR));
    expect(mandate()).toHaveAttribute('aria-invalid', 'true');
    expect(mandate()).toHaveAccessibleDescription(AUTH_ERROR);
    await waitFor(() => expect(iban).toHaveFocus());
    // correcting the field clears its message
    fireEvent.change(iban, { target: { value: 'NL91ABNA0417164300' } });
    expect(iban).not.toHaveAttribute('aria-invalid');
  });

  it('checks the form on blur of the city and offers "Did you mean"', async () => {
    const { calls } = await renderDirectDebit('/directdebit?bundle=2', ({ path, body }) =>
      path === '/api/directdebit.php?validate=1'
        ? json({ ok: true, suggestions: body?.city === 'Amsterdm' ? { city: 'Amsterdam' } : {} }, 201)
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Your bank details' });
    fill({ ...FORM, City: 'Amsterdm' });
    fireEvent.click(mandate());
    fireEvent.blur(screen.getByLabelText('City'));
    const suggestion = await screen.findByRole('button', { name: 'Did you mean Amsterdam?' });
    expect(calls.filter((call) => call.path === '/api/directdebit.php?validate=1')).toHaveLength(1);
    fireEvent.click(suggestion);
    expect(screen.getByLabelText('City')).toHaveValue('Amsterdam');
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
  });

  it('on blur shows only the errors of fields already filled in', async () => {
    await renderDirectDebit('/directdebit?bundle=2', ({ path }) =>
      path === '/api/directdebit.php?validate=1'
        ? apiError(400, 'validation_failed', IBAN_ERROR, {
            iban: IBAN_ERROR,
            phone: 'Enter a valid mobile number.',
            authorization: AUTH_ERROR,
          })
        : undefined,
    );
    await screen.findByRole('heading', { name: 'Your bank details' });
    fill({ 'Account number (IBAN)': 'NL91ABNA0417164301', City: 'Amsterdam' });
    fireEvent.blur(screen.getByLabelText('City'));
    await waitFor(() =>
      expect(screen.getByLabelText('Account number (IBAN)')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Mobile phone number')).not.toHaveAttribute('aria-invalid');
    expect(mandate()).not.toHaveAttribute('aria-invalid');
  });

  it('stops a submit once for a suggested city; sending again keeps the member’s spelling', async () => {
    const handler: Handler = (call) =>
      call.path === '/api/directdebit.php?validate=1'
        ? json({ ok: true, suggestions: call.body?.city === 'Amsterdm' ? { city: 'Amsterdam' } : {} }, 201)
        : happy(call);
    const { calls } = await renderDirectDebit('/directdebit?bundle=2', handler);
    await screen.findByRole('heading', { name: 'Your bank details' });
    fill({ ...FORM, City: 'Amsterdm' });
    fireEvent.click(mandate());
    submit();
    const suggestion = await screen.findByRole('button', { name: 'Did you mean Amsterdam?' });
    await waitFor(() => expect(suggestion).toHaveFocus());
    expect(calls.some((call) => call.path === '/api/directdebit.php')).toBe(false);
    submit();
    await screen.findByRole('heading', { name: 'Confirm with the code' });
    expect(calls.find((call) => call.path === '/api/directdebit.php')?.body?.city).toBe('Amsterdm');
  });

  it('confirms with the SMS code: a wrong one is "Code invalid", the right one adds the credits', async () => {
    const { onPaid } = await toCodeStep();
    expect(screen.getByText('We sent a code to +31•••••678.')).toBeInTheDocument();
    const input = screen.getByLabelText('Code from the text message');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(input).toHaveFocus());
    expect(screen.getByRole('timer')).toHaveTextContent(/The code is valid for (10:00|9:5\d)\./);

    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('Code invalid')));
    expect(input).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(input, { target: { value: '123 456' } });
    expect(input).toHaveValue('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    const done = await screen.findByRole('heading', { name: '25 credits added' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByTestId('order-status')).toHaveTextContent('Completed');
    expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ status: 'completed', credits: 25 }));
  });

  it('asks for 6 digits before calling the server', async () => {
    const { calls } = await toCodeStep();
    fireEvent.change(screen.getByLabelText('Code from the text message'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Enter the 6 digits of the code.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/directdebit-confirm.php')).toBe(false);
  });

  it('sends a new code with the same form', async () => {
    let asked = 0;
    const { calls } = await toCodeStep((call) => {
      if (call.path === '/api/directdebit.php') {
        asked++;
        return json({ request: requestFixture({ id: `6f1c1f7e-0000-4000-8000-00000000000${asked}` }) }, 201);
      }
      return happy(call);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to +31•••••678.')).toBeInTheDocument();
    const requests = calls.filter((call) => call.path === '/api/directdebit.php');
    expect(requests).toHaveLength(2);
    expect(requests[1]!.body).toEqual(requests[0]!.body);
    fireEvent.change(screen.getByLabelText('Code from the text message'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await screen.findByRole('heading', { name: '25 credits added' });
    expect(calls.find((call) => call.path === '/api/directdebit-confirm.php')?.body).toEqual({
      id: '6f1c1f7e-0000-4000-8000-000000000002',
      code: '123456',
    });
  });

  it('shows too many requests when no new code may be sent', async () => {
    let asked = 0;
    await toCodeStep((call) =>
      call.path === '/api/directdebit.php' && asked++ > 0
        ? apiError(429, 'too_many_requests', 'Too many requests, please wait a moment and try again.')
        : happy(call),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });

  it('returns to the filled-in form with the server’s message when the request is gone', async () => {
    const expired = 'This request has expired. Please fill in the form again.';
    await toCodeStep((call) =>
      call.path === '/api/directdebit-confirm.php'
        ? apiError(404, 'request_not_found', expired)
        : happy(call),
    );
    fireEvent.change(screen.getByLabelText('Code from the text message'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expired);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('City')).toHaveValue('Amsterdam');
    expect(mandate()).toBeChecked();
  });

  it('shows the limit in the server’s words with other ways to pay', async () => {
    await renderDirectDebit('/directdebit?bundle=4', (call) =>
      call.path === '/api/directdebit.php' ? apiError(403, 'direct_debit_limit_reached', LIMIT) : happy(call),
    );
    await screen.findByRole('heading', { name: 'Your bank details' });
    fill();
    fireEvent.click(mandate());
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LIMIT);
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute(
      'href',
      '/credits/4',
    );
    expect(screen.getByRole('link', { name: 'See all packages' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('link', { name: 'Choose a cheaper package' })).toHaveAttribute(
      'href',
      '/directdebit',
    );
  });

  it('keeps the details when another package is chosen, but asks for the authorisation again', async () => {
    const { router } = await renderDirectDebit('/directdebit?bundle=2', happy);
    await screen.findByRole('heading', { name: 'Your bank details' });
    fill();
    fireEvent.click(mandate());
    fireEvent.click(screen.getByRole('link', { name: 'Choose another package' }));
    fireEvent.click(await screen.findByRole('link', { name: /^150 Credits/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?bundle=4'));
    expect(await screen.findByLabelText('City')).toHaveValue('Amsterdam');
    expect(screen.getByLabelText('Account number (IBAN)')).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(mandate()).not.toBeChecked();
    expect(mandate()).toHaveAccessibleName(/one-time payment of €79\.99/);
  });

  it('says when direct debit is not offered in the member’s country', async () => {
    await renderDirectDebit('/directdebit?bundle=2', happy, {
      offer: offerFixture({ payment_methods: ['creditcard', 'paypal'] }),
    });
    expect(await screen.findByText(/Direct debit is not available in your country/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another payment method' })).toHaveAttribute(
      'href',
      '/credits/2',
    );
  });

  it('offers the bundles again for an unknown bundle', async () => {
    await renderDirectDebit('/directdebit?bundle=99', happy);
    expect(
      await screen.findByText('This package is not available. Please choose another one.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Credits/ })).toHaveLength(3);
  });

  it('counts the code down to its end', async () => {
    await toCodeStep((call) =>
      call.path === '/api/directdebit.php'
        ? json({ request: requestFixture({ expires_at: new Date(Date.now() + 1500).toISOString() }) }, 201)
        : happy(call),
    );
    expect(screen.getByRole('timer')).toHaveTextContent('The code is valid for 0:02.');
    expect(
      await screen.findByText('The code has expired. Send a new code.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm payment' })).toBeDisabled();
  });
});
