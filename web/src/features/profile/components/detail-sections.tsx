import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField } from '../../../components/ui/text-field';
import type { OwnProfile } from '../api/profile';
import { CHOICE_FIELDS, MAX_ABOUT_LENGTH, type ChoiceField } from '../lib/choices';
import { EditableSection, EmptyValue } from './editable-section';
import { useSectionEdit } from './use-section-edit';

export interface DetailSectionProps {
  profile: OwnProfile;
  /** The site's note for the field (visible_profile_notes). */
  note?: string | null;
}

/** Hair colour, eye colour, body type or relationship status: one of a few choices, or not specified. */
export function ChoiceSection({ profile, field, note }: DetailSectionProps & { field: ChoiceField }) {
  const { t } = useTranslation('profile');
  const edit = useSectionEdit<string>(
    profile,
    (p) => p[field] ?? '',
    (value) => ({ [field]: value || null }),
    [field],
  );
  const value = profile[field];
  return (
    <EditableSection
      name={field}
      title={t(`fields.${field}`)}
      note={note}
      edit={edit}
      view={
        value ? (
          <span className="profile-item__text">
            {t(`choices.${field}.${value}`, { defaultValue: value })}
          </span>
        ) : (
          <EmptyValue>{t('notSpecified')}</EmptyValue>
        )
      }
      form={
        <SelectField
          label={t(`fields.${field}`)}
          error={edit.errors.fields[field]}
          value={edit.draft}
          placeholder={t('notSpecified')}
          options={CHOICE_FIELDS[field].map((choice) => ({
            value: choice,
            label: t(`choices.${field}.${choice}`),
          }))}
          onValueChange={(value) => edit.setDraft(() => value)}
        />
      }
    />
  );
}

/** About me: free text of at most 2000 characters, with a counter. */
export function AboutSection({ profile, note }: DetailSectionProps) {
  const { t } = useTranslation('profile');
  const edit = useSectionEdit<string>(
    profile,
    (p) => p.about ?? '',
    (about) => ({ about: about.trim() }),
    ['about'],
  );
  const about = profile.about?.trim();
  const length = edit.draft.length;
  return (
    <EditableSection
      name="about"
      title={t('fields.about')}
      note={note}
      edit={edit}
      view={
        about ? <p className="profile-item__about">{about}</p> : <EmptyValue>{t('aboutEmpty')}</EmptyValue>
      }
      form={
        <TextAreaField
          label={t('fields.about')}
          error={edit.errors.fields.about}
          hint={
            <span className={length > MAX_ABOUT_LENGTH ? 'profile-item__over' : undefined}>
              {t('aboutCount', { count: length, max: MAX_ABOUT_LENGTH })}
            </span>
          }
          name="about"
          rows={6}
          value={edit.draft}
          onValueChange={(value) => edit.setDraft(() => value)}
        />
      }
    />
  );
}
