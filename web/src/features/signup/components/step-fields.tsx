import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FieldErrors } from '../../../lib/form-errors';
import { regionLabel } from '../../../lib/region-label';
import { birthYearOptions, GENDERS, SEEKING, type SignupData } from '../lib/steps';
import { useSignupEnvironment } from './signup-environment';
import { EmailField } from '../../../components/ui/email-field';
import { PasswordField } from '../../../components/ui/password-field';
import { Choices, SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { DateOfBirthField } from '../../../components/ui/date-of-birth-field';

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

const BIRTH_KEYS = { day: 'birthDay', month: 'birthMonth', year: 'birthYear' } as const;

/** Step 1: date of birth, country, region and city. */
export function BirthAndPlaceStep({ data, errors, update }: StepFieldsProps) {
  const { t, i18n } = useTranslation();
  const env = useSignupEnvironment();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const names = useNames(language);
  const years = useMemo(() => birthYearOptions(new Date()), []);
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
      <DateOfBirthField
        legend={t('signup.dateOfBirth')}
        error={errors.date_of_birth}
        className="date-of-birth"
        value={{ day: data.birthDay, month: data.birthMonth, year: data.birthYear }}
        onChange={(part, value) => update({ [BIRTH_KEYS[part]]: value })}
        labels={{ day: t('signup.day'), month: t('signup.month'), year: t('signup.year') }}
        monthName={names.month}
        years={years}
      />
      <SelectField
        label={t('signup.country')}
        error={errors.country}
        autoComplete="country"
        value={data.country}
        placeholder={data.country ? undefined : t('form.choose')}
        options={sortedCountries.map((code) => ({ value: code, label: names.country(code) }))}
        onValueChange={(country) => update({ country, region_id: '' })}
      />
      {regionList.length > 0 ? (
        <SelectField
          label={t(`signup.regionLabel.${regionLabel(data.country)}`)}
          error={errors.region_id}
          value={data.region_id}
          placeholder={t('form.choose')}
          options={regionList.map((region) => ({ value: String(region.id), label: region.name }))}
          onValueChange={(region_id) => update({ region_id })}
        />
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
      <PasswordField
        label={t('form.password')}
        error={errors.password}
        hint={t('form.passwordHint')}
        name="new-password"
        purpose="new"
        value={data.password}
        onChange={(password) => update({ password })}
      />
    </>
  );
}
