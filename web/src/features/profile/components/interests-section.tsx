import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../components/ui/field';
import { useProfileInterests } from '../api/lists';
import type { OwnProfile } from '../api/profile';
import { MAX_INTERESTS, toggleInterest } from '../lib/choices';
import { EditableSection, EmptyValue } from './editable-section';
import type { DetailSectionProps } from './detail-sections';
import { useSectionEdit } from './use-section-edit';
import { TagList } from '../../../components/ui/tag-list';
import { ProfileRetryAlert } from './retry-alert';

/** Interests: chosen from the site's list (names in the page's language), at most 20. */
export function InterestsSection({ profile, note }: DetailSectionProps) {
  const { t } = useTranslation('profile');
  const interests = useProfileInterests();
  const edit = useSectionEdit<number[]>(
    profile,
    (p: OwnProfile) => [...p.interests],
    (chosen) => ({ interests: chosen }),
    ['interests'],
  );
  const names = useMemo(
    () => new Map((interests.data ?? []).map((interest) => [interest.id, interest.name])),
    [interests.data],
  );
  const chosenNames = profile.interests.map((id) => names.get(id)).filter((name): name is string => !!name);
  const full = edit.draft.length >= MAX_INTERESTS;

  const view = interests.isPending ? (
    <EmptyValue>{t('loading')}</EmptyValue>
  ) : chosenNames.length ? (
    <TagList tags={chosenNames} />
  ) : (
    <EmptyValue>{t('interestsEmpty')}</EmptyValue>
  );

  const form = interests.isError ? (
    <ProfileRetryAlert message={t('errors.interests')} onRetry={() => void interests.refetch()} />
  ) : interests.isPending ? (
    <p className="profile-item__empty">{t('loading')}</p>
  ) : (
    <ChoiceGroup
      legend={t('fields.interests')}
      error={edit.errors.fields.interests}
      hint={t('interestsCount', { count: edit.draft.length, max: MAX_INTERESTS })}
      className="interest-choices"
    >
      {(control) =>
        (interests.data ?? []).map((interest) => {
          const checked = edit.draft.includes(interest.id);
          return (
            <label key={interest.id} className="choice choice--sm">
              <input
                type="checkbox"
                name={control.name}
                value={interest.id}
                checked={checked}
                disabled={!checked && full}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                onChange={() => edit.setDraft((chosen) => toggleInterest(chosen, interest.id))}
              />
              {interest.name}
            </label>
          );
        })
      }
    </ChoiceGroup>
  );

  return (
    <EditableSection
      name="interests"
      title={t('fields.interests')}
      note={note}
      edit={edit}
      view={view}
      form={form}
    />
  );
}
