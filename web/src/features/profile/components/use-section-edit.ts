import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../../lib/form-errors';
import { ownProfileKey, updateProfile, type OwnProfile, type ProfileChanges } from '../api/profile';
import { useProfileEnvironment } from './profile-environment';

export interface SectionEdit<T> {
  editing: boolean;
  draft: T;
  setDraft: (update: (draft: T) => T) => void;
  pending: boolean;
  errors: FormErrors;
  /** Shown after a save until the next edit ("Saved."). */
  saved: boolean;
  start: () => void;
  cancel: () => void;
  submit: (event: FormEvent) => void;
}

/** Errors on fields the form does not show are not lost: they become the form's message. */
export function sectionErrors(errors: FormErrors, fieldNames: readonly string[]): FormErrors {
  const shown: FormErrors['fields'] = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(errors.fields)) {
    if (!message) continue;
    if (fieldNames.includes(field)) shown[field] = message;
    else others.push(message);
  }
  if (others.length === 0) return errors;
  return { ...errors, fields: shown, form: [errors.form, ...others].filter(Boolean).join(' ') };
}

/**
 * One section of the profile edited in place: Edit opens a small form with the current values, Save
 * sends only this section's fields (PUT /api/profile.php), Cancel closes it. Field errors from the server
 * go next to the fields (EditableSection moves the focus).
 */
export function useSectionEdit<T>(
  profile: OwnProfile,
  draftOf: (profile: OwnProfile) => T,
  changesOf: (draft: T) => ProfileChanges,
  /** The server's field names this section's form shows; errors on others become a form message. */
  fieldNames: readonly string[],
): SectionEdit<T> {
  const { t } = useTranslation('profile');
  const env = useProfileEnvironment();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraftState] = useState<T>(() => draftOf(profile));
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saved, setSaved] = useState(false);

  const start = useCallback(() => {
    setDraftState(draftOf(profile));
    setErrors(NO_ERRORS);
    setSaved(false);
    setEditing(true);
  }, [draftOf, profile]);

  const cancel = useCallback(() => {
    if (pending) return;
    setErrors(NO_ERRORS);
    setEditing(false);
  }, [pending]);

  const setDraft = useCallback((update: (draft: T) => T) => setDraftState(update), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    void (async () => {
      setPending(true);
      setErrors(NO_ERRORS);
      try {
        const { profile: next } = await updateProfile(changesOf(draft));
        queryClient.setQueryData(ownProfileKey(env.userId), { profile: next });
        env.onProfileChanged();
        setSaved(true);
        setEditing(false);
      } catch (error) {
        setErrors(sectionErrors(formErrorsOf(error, t('errors.generic')), fieldNames));
      } finally {
        setPending(false);
      }
    })();
  };

  return {
    editing,
    draft,
    setDraft,
    pending,
    errors,
    saved,
    start,
    cancel,
    submit,
  };
}
