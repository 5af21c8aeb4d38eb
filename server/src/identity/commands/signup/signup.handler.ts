import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { argon2id, hash } from 'argon2';
import { CLOCK, type Clock } from '../../../shared/clock/clock';
import { ApiError } from '../../../shared/errors/api-error';
import { isLocale } from '../../../shared/i18n/messages';
import { GetSiteSettingsQuery, type SiteSettings } from '../../../site/site.contracts';
import { AccountLifecycleRepository } from '../../database/account-lifecycle.repository';
import { AccountsRepository } from '../../database/accounts.repository';
import { emailTaken } from '../../domain/email-taken';
import { MIN_AGE, type FieldErrors, signupErrors } from '../../domain/signup-rules';
import { AccountRegistered, type RegisteredProfile, type TrackingData } from '../../identity.contracts';
import { IdentityMailer } from '../../mail/identity-mailer';
import { AccountTokenStore } from '../../database/account-token-store';
import { SignupCommand } from './signup.command';

const TRACKING_FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

@CommandHandler(SignupCommand)
export class SignupHandler implements ICommandHandler<SignupCommand> {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly lifecycle: AccountLifecycleRepository,
    private readonly queryBus: QueryBus,
    private readonly tokens: AccountTokenStore,
    private readonly mailer: IdentityMailer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: SignupCommand): Promise<{ accountId: number; siteId: number } | null> {
    const site = await this.queryBus.execute(new GetSiteSettingsQuery(command.domain));
    const input = command.input;
    const tracking = trackingOf(input);
    this.assertSignupsOpen(site, tracking);

    const errors = signupErrors(input, {
      today: this.clock.now(),
      countries: site.countries,
      partial: command.validateOnly,
    });
    if (input.region_id !== undefined && !errors.country && !command.regionIds.includes(input.region_id))
      errors.region_id = 'identity.invalid_region';
    throwIfAny(errors, site);
    if (input.email !== undefined)
      await this.assertEmailFree(site, input.email.trim(), command.requestLanguage);
    if (command.validateOnly) return null;

    const language = isLocale(input.language) ? input.language : command.requestLanguage;
    const passwordHash = await hash(input.password!, { type: argon2id });
    const email = input.email!.trim();
    const name = input.name!.trim();
    const profile: RegisteredProfile = {
      name,
      gender: input.gender as 'male' | 'female',
      seeking: input.seeking as 'male' | 'female' | 'both',
      birthDate: input.date_of_birth!,
      country: input.country!.toUpperCase(),
      regionId: input.region_id ?? null,
      city: input.city!.trim(),
      about: (input.signup_message ?? '').trim(),
    };
    // The account and the event that makes its profile and grants its credits commit together.
    const accountId = await this.lifecycle.register(
      { siteId: site.id, email, passwordHash, language, tracking: { ...tracking }, displayName: name },
      (id) => new AccountRegistered(id, site.id, language, tracking, profile, this.clock.now()),
    );
    if (accountId === null) throw emailTaken();
    const token = await this.tokens.issue(accountId, 'activation');
    await this.mailer.send('activation', { email, name, language, siteId: site.id }, token);
    return { accountId, siteId: site.id };
  }

  private assertSignupsOpen(site: SiteSettings, tracking: TrackingData): void {
    const hasTrafficSource = !!(tracking.network || tracking.ref);
    if (site.signups === 'all' || (site.signups === 'with_trafficsource' && hasTrafficSource)) return;
    throw new ApiError(403, 'signups_closed', 'identity.signups_closed', { sitename: site.name });
  }

  private async assertEmailFree(site: SiteSettings, email: string, language: string): Promise<void> {
    const existing = await this.accounts.findBySiteAndEmail(site.id, email);
    if (!existing) return;
    if (existing.deletedAt && !existing.erasedAt) {
      const token = await this.tokens.issue(existing.id, 'reactivation');
      const recipient = {
        email: existing.email,
        name: '',
        language: existing.language ?? language,
        siteId: site.id,
      };
      await this.mailer.send('reactivation', recipient, token);
      throw new ApiError(
        409,
        'account_pending_deletion',
        'identity.account_pending_deletion',
        {},
        {
          email: 'identity.account_pending_deletion',
        },
      );
    }
    throw emailTaken();
  }
}

function trackingOf(input: Partial<Record<(typeof TRACKING_FIELDS)[number], unknown>>): TrackingData {
  const tracking: Record<string, string> = {};
  for (const field of TRACKING_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && value.trim()) tracking[field] = value.trim();
  }
  return tracking;
}

function throwIfAny(errors: FieldErrors, site: SiteSettings): void {
  const fields = Object.keys(errors) as (keyof FieldErrors)[];
  if (!fields.length) return;
  const first = errors[fields[0]!]!;
  throw new ApiError(
    400,
    first.slice('identity.'.length),
    first,
    { min_age: MIN_AGE, sitename: site.name },
    errors as Record<string, typeof first>,
  );
}
