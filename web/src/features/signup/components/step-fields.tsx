import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChoiceGroup, Field } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import type { FieldErrors } from '../../../lib/form-errors';
import { regionLabel } from '../../../lib/region-label';
import { birthYearOptions, GENDERS, SEEKING, type SignupData } from '../lib/steps';
import { useSignupEnvironment } from './signup-environment';
import { EmailField } from '../../../components/ui/email-field';
import { Choices, TextAreaField, TextField } from '../../../components/ui/text-field';

export interface StepFieldsProps {
  data: SignupData;
  errors: FieldErrors;
  /** The server's error code (email_taken shows a link to /login). */
  errorCode?: string | null;
  update: (patch: Partial<SignupData>) => void;
  /** A link inside leaves the signup (the modal closes). */
  onLeave?: () => void;
}

/** Step 0: gender and who they look for. */
export function GenderStep({ data, errors, update }: StepFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Choices
        legend={t('signup.gender')}
        error={errors.gender}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`signup.genders.${gender}`) }))}
        isChecked={(gender) => data.gender === gender}
        onToggle={(gender) => update({ gender })}
      />
      <Choices
        legend={t('signup.seeking')}
        error={errors.seeking}
        options={SEEKING.map((seeking) => ({ value: seeking, label: t(`signup.seekingOptions.${seeking}`) }))}
        isChecked={(seeking) => data.seeking === seeking}
        onToggle={(seeking) => update({ seeking })}
      />
    </>
  );
}

function useNames(language: string) {
  return useMemo(() => {
    let countries: Intl.DisplayNames | null = null;
    try {
      countries = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      countries = null;
    }
    const months = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    return {
      country: (code: string) => countries?.of(code) ?? code,
      month: (month: number) => months.format(new Date(Date.UTC(2000, month - 1, 1))),
    };
  }, [language]);
}

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** Step 1: date of birth, country, region and city. */
export function BirthAndPlaceStep({ data, errors, update }: StepFieldsProps) {
  const { t, i18n } = useTranslation();
  const env = useSignupEnvironment();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const names = useNames(language);
  const years = useMemo(() => birthYearOptions(new Date()), []);
  const id = useId();
  const regions = useQuery({
    queryKey: ['signup-regions', data.country],
    queryFn: () => env.fetchRegions(data.country),
    enabled: !!data.country,
    staleTime: Infinity,
  });
  const sortedCountries = useMemo(
    () => [...env.countries].sort((a, b) => names.country(a).localeCompare(names.country(b), language)),
    [env.countries, names, language],
  );
  const regionList = regions.data ?? [];

  return (
    <>
      <ChoiceGroup legend={t('signup.dateOfBirth')} error={errors.date_of_birth} className="date-of-birth">
        {(control) => (
          <div className="input-row">
            <div>
              <label className="visually-hidden" htmlFor={`${id}-day`}>
                {t('signup.day')}
              </label>
              <select
                id={`${id}-day`}
                className="input"
                autoComplete="bday-day"
                value={data.birthDay}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                onChange={(event) => update({ birthDay: event.target.value })}
              >
                <option value="">{t('signup.day')}</option>
                {DAYS.map((day) => (
                  <option key={day} value={String(day)}>
                    {day}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="visually-hidden" htmlFor={`${id}-month`}>
                {t('signup.month')}
              </label>
              <select
                id={`${id}-month`}
                className="input"
                autoComplete="bday-month"
                value={data.birthMonth}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                onChange={(event) => update({ birthMonth: event.target.value })}
              >
                <option value="">{t('signup.month')}</option>
                {MONTHS.map((month) => (
                  <option key={month} value={String(month)}>
                    {names.month(month)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="visually-hidden" htmlFor={`${id}-year`}>
                {t('signup.year')}
              </label>
              <select
                id={`${id}-year`}
                className="input"
                autoComplete="bday-year"
                value={data.birthYear}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                onChange={(event) => update({ birthYear: event.target.value })}
              >
                <option value="">{t('signup.year')}</option>
                {years.map((year) => (
                  <option key={year} value={String(year)}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      </ChoiceGroup>
      <Field label={t('signup.country')} error={errors.country}>
        {(control) => (
          <select
            {...control}
            className="input"
            autoComplete="country"
            value={data.country}
            onChange={(event) => update({ country: event.target.value, region_id: '' })}
          >
            {data.country ? null : <option value="">{t('form.choose')}</option>}
            {sortedCountries.map((code) => (
              <option key={code} value={code}>
                {names.country(code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {regionList.length > 0 ? (
        <Field label={t(`signup.regionLabel.${regionLabel(data.country)}`)} error={errors.region_id}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={data.region_id}
              onChange={(event) => update({ region_id: event.target.value })}
            >
              <option value="">{t('form.choose')}</option>
              {regionList.map((region) => (
                <option key={region.id} value={String(region.id)}>
                  {region.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <TextField
        label={t('signup.city')}
        error={errors.city}
        name="city"
        autoComplete="address-level2"
        maxLength={100}
        value={data.city}
        onValueChange={(value) => update({ city: value })}
      />
    </>
  );
}

/** Step 2: the username and a short introduction. */
export function ProfileStep({ data, errors, update }: StepFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('signup.name')}
        error={errors.name}
        hint={t('signup.nameHint')}
        name="username"
        autoComplete="nickname"
        value={data.name}
        onValueChange={(value) => update({ name: value })}
      />
      <TextAreaField
        label={t('signup.message')}
        error={errors.signup_message}
        hint={t('signup.messageHint')}
        name="signup_message"
        rows={3}
        maxLength={500}
        value={data.signup_message}
        onValueChange={(value) => update({ signup_message: value })}
      />
    </>
  );
}

/** Step 3: e-mail address and password (the account is created when leaving it). */
export function AccountStep({ data, errors, errorCode, update, onLeave }: StepFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <EmailField
        label={t('form.email')}
        error={errors.email}
        value={data.email}
        onChange={(email) => update({ email })}
      />
      {errorCode === 'email_taken' && errors.email ? (
        <p className="signup__login-link">
          <Link to="/login" onClick={onLeave}>
            {t('signup.loginInstead')}
          </Link>
        </p>
      ) : null}
      <Field label={t('form.password')} error={errors.password} hint={t('form.passwordHint')}>
        {(control) => (
          <PasswordInput
            {...control}
            name="new-password"
            autoComplete="new-password"
            value={data.password}
            onChange={(event) => update({ password: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
