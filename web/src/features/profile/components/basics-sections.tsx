import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '../api/profile';
import { GENDERS, MIN_AGE, MAX_AGE, SEEKING, sexualityOf, type Gender, type Seeking } from '../lib/choices';
import { ageOn, birthYears, formatDate, joinDate, splitDate, type DateParts } from '../lib/dates';
import { DateOfBirthField } from '../../../components/ui/date-of-birth-field';
import { EditableSection } from './editable-section';
import { useSectionEdit } from './use-section-edit';
import { Choices, TextField } from '../../../components/ui/text-field';

/** The username (2 to 30 characters; the server's rules). */
export function NameSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const edit = useSectionEdit(
    profile,
    (p) => p.name,
    (name) => ({ name: name.trim() }),
    ['name'],
  );
  return (
    <EditableSection
      name="name"
      title={t('fields.name')}
      edit={edit}
      view={<span className="profile-item__text">{profile.name}</span>}
      form={
        <TextField
          label={t('fields.name')}
          error={edit.errors.fields.name}
          hint={t('hints.name')}
          name="name"
          autoComplete="nickname"
          maxLength={30}
          value={edit.draft}
          onValueChange={(value) => edit.setDraft(() => value)}
        />
      }
    />
  );
}

interface GenderDraft {
  gender: Gender;
  seeking: Seeking;
}

/** Gender and whom the member looks for; the sexuality follows from both and is shown, not chosen. */
export function GenderSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const edit = useSectionEdit<GenderDraft>(
    profile,
    (p) => ({ gender: p.gender, seeking: p.seeking }),
    (draft) => ({ gender: draft.gender, seeking: draft.seeking }),
    ['gender', 'seeking'],
  );
  const preview = sexualityOf(edit.draft.gender, edit.draft.seeking);
  return (
    <EditableSection
      name="gender"
      title={t('fields.genderSeeking')}
      edit={edit}
      view={
        <dl className="facts profile-facts">
          <div>
            <dt>{t('fields.gender')}</dt>
            <dd>{t(`genders.${profile.gender}`)}</dd>
          </div>
          <div>
            <dt>{t('fields.seeking')}</dt>
            <dd>{t(`seeking.${profile.seeking}`)}</dd>
          </div>
          <div>
            <dt>{t('fields.sexuality')}</dt>
            <dd>{t(`sexualities.${profile.sexuality}`, { defaultValue: profile.sexuality })}</dd>
          </div>
        </dl>
      }
      form={
        <>
          <Choices
            legend={t('fields.gender')}
            error={edit.errors.fields.gender}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
            isChecked={(gender) => edit.draft.gender === gender}
            onToggle={(gender) => edit.setDraft((draft) => ({ ...draft, gender }))}
          />
          <Choices
            legend={t('fields.seeking')}
            error={edit.errors.fields.seeking}
            options={SEEKING.map((seeking) => ({ value: seeking, label: t(`seeking.${seeking}`) }))}
            isChecked={(seeking) => edit.draft.seeking === seeking}
            onToggle={(seeking) => edit.setDraft((draft) => ({ ...draft, seeking }))}
          />
          <p className="field__hint" aria-live="polite">
            {t('hints.sexuality', { sexuality: t(`sexualities.${preview}`) })}
          </p>
        </>
      }
    />
  );
}

/** The date of birth (18+), as three selects like the signup. */
export function BirthSection({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const years = useMemo(() => birthYears(new Date(), MIN_AGE, MAX_AGE), []);
  const monthName = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    return (month: number) => format.format(new Date(Date.UTC(2000, month - 1, 1)));
  }, [language]);
  const edit = useSectionEdit<DateParts>(
    profile,
    (p) => splitDate(p.date_of_birth),
    (parts) => ({ date_of_birth: joinDate(parts) }),
    ['date_of_birth'],
  );
  const age = ageOn(profile.date_of_birth, new Date());
  return (
    <EditableSection
      name="date-of-birth"
      title={t('fields.dateOfBirth')}
      edit={edit}
      view={
        <span className="profile-item__text">
          {formatDate(profile.date_of_birth, language)}
          {age !== null ? <span className="profile-item__muted"> · {t('age', { count: age })}</span> : null}
        </span>
      }
      form={
        <DateOfBirthField
          legend={t('fields.dateOfBirth')}
          error={edit.errors.fields.date_of_birth}
          value={edit.draft}
          onChange={(part, value) => edit.setDraft((draft) => ({ ...draft, [part]: value }))}
          labels={{ day: t('date.day'), month: t('date.month'), year: t('date.year') }}
          monthName={monthName}
          years={years}
        />
      }
    />
  );
}
