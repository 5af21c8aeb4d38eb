import type { AccountLifecycleRepository } from '../../database/account-lifecycle.repository';
import type { AccountsRepository } from '../../database/accounts.repository';
import { SignupCommand } from '../../identity.contracts';
import type { IdentityMailer } from '../../mail/identity-mailer';
import { clock, fake, siteQueryBus } from '../../testing/fakes';
import type { AccountTokenStore } from '../../database/account-token-store';
import { SignupHandler } from './signup.handler';
import type { SignupRequestDto } from './signup.request.dto';

function setup() {
  const accounts = fake<AccountsRepository>({ findBySiteAndEmail: jest.fn(async () => null) });
  const handler = new SignupHandler(
    accounts,
    {} as AccountLifecycleRepository,
    siteQueryBus({ signups: 'all', countries: ['NL', 'DE'] }),
    {} as AccountTokenStore,
    {} as IdentityMailer,
    clock(),
  );
  return { handler };
}

const validate = (input: Partial<SignupRequestDto>, regionIds: number[] = []) =>
  new SignupCommand('kindred.test', input as SignupRequestDto, true, 'en', regionIds);

describe('SignupHandler', () => {
  it('checks region_id against the regions its caller gave for the country', async () => {
    const { handler } = setup();
    await expect(handler.execute(validate({ country: 'NL', region_id: 5 }, [4, 5]))).resolves.toBeNull();
    await expect(handler.execute(validate({ country: 'NL', region_id: 9 }, [4, 5]))).rejects.toMatchObject({
      status: 400,
      code: 'invalid_region',
      fields: { region_id: 'identity.invalid_region' },
    });
  });

  it('leaves the region alone while the country itself is wrong', async () => {
    const { handler } = setup();
    await expect(handler.execute(validate({ country: 'XX', region_id: 9 }))).rejects.toMatchObject({
      fields: { country: expect.any(String) },
    });
    const error = (await handler
      .execute(validate({ country: 'XX', region_id: 9 }))
      .catch((e: unknown) => e)) as {
      fields: object;
    };
    expect(error.fields).not.toHaveProperty('region_id');
  });
});
