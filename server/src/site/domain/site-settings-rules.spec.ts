import { readFields } from '../../shared/admin-input/field-rules';
import { SITE_SETTINGS_READ_ONLY, SITE_SETTINGS_RULES } from './site-settings-rules';

const read = (body: Record<string, unknown>) =>
  readFields(body, SITE_SETTINGS_RULES, { readOnly: SITE_SETTINGS_READ_ONLY });

describe('site settings rules', () => {
  it('accepts the settings as the console sends them back', () => {
    expect(
      read({
        id: 1,
        push_public_key: 'ignored',
        domain: 'Example.COM',
        countries: ['nl', 'DE'],
        minimum_message_costs: { NL: { costs: 99, currency: 'EUR' } },
        enable_site_entry_popup: 'NL,DE',
        time_zone: 'Europe/Amsterdam',
        message_length: 500,
        photo_safety_threshold: 0.65,
      }),
    ).toEqual({
      domain: 'example.com',
      countries: ['NL', 'DE'],
      minimum_message_costs: { NL: { costs: 99, currency: 'EUR' } },
      enable_site_entry_popup: 'NL,DE',
      time_zone: 'Europe/Amsterdam',
      message_length: 500,
      photo_safety_threshold: 0.65,
    });
  });

  it.each([
    { domain: 'bad_host!' },
    { countries: [] },
    { countries: ['NL', 'NL'] },
    { minimum_message_costs: { NL: { costs: 1, currency: 'EUR', extra: 1 } } },
    { visible_profile_fields: ['password'] },
    { enable_site_entry_popup: 'maybe' },
    { time_zone: 'Nowhere/Town' },
    { message_length: 0 },
    { photo_moderation: 'never' },
    { photo_safety_threshold: 1.5 },
    { photo_safety_threshold: -0.1 },
    { photo_safety_threshold: '0.5' },
    { push_private_key: 'x' },
  ])('refuses %j', (body) => {
    expect(() => read(body)).toThrow(expect.objectContaining({ code: 'invalid_field' }));
  });
});
