import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFocusFirstError } from '../../../lib/form-errors';
import type { SectionEdit } from './use-section-edit';

export interface EditableSectionProps<T> {
  title: string;
  /** The site's note for this field (visible_profile_notes), shown under the title. */
  note?: string | null;
  edit: SectionEdit<T>;
  /** The current value(s), shown while not editing. */
  view: ReactNode;
  /** The form's fields, shown while editing. */
  form: ReactNode;
  /** A name for tests and styling, e.g. "name", "location". */
  name: string;
}

/**
 * A profile section edited in place: the value with an Edit button, or a small form with Save and Cancel.
 * Opening the form focuses its first field, a failed save the first bad field, and closing it the Edit
 * button again.
 */
export function EditableSection<T>({ title, note, edit, view, form, name }: EditableSectionProps<T>) {
  const { t } = useTranslation('profile');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(edit.editing);
  useFocusFirstError(formRef, edit.errors);
  useEffect(() => {
    if (wasEditing.current === edit.editing) return;
    wasEditing.current = edit.editing;
    if (edit.editing) formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    else editButtonRef.current?.focus();
  }, [edit.editing]);
  const titleId = `${id}-title`;
  const noteId = `${id}-note`;
  return (
    <section className="profile-item" aria-labelledby={titleId} data-section={name}>
      <div className="profile-item__head">
        <h3 id={titleId} className="profile-item__title">
          {title}
        </h3>
        {edit.editing ? null : (
          <button
            ref={editButtonRef}
            type="button"
            className="btn btn--ghost btn--sm profile-item__edit"
            aria-describedby={titleId}
            onClick={edit.start}
          >
            {t('edit')}
          </button>
        )}
      </div>
      {note ? (
        <p id={noteId} className="profile-item__note">
          {note}
        </p>
      ) : null}
      {edit.editing ? (
        <form ref={formRef} className="form profile-item__form" noValidate onSubmit={edit.submit}>
          <FormError message={edit.errors.form} />
          {form}
          <div className="form-actions form-actions--end">
            <button type="button" className="btn btn--ghost" onClick={edit.cancel} disabled={edit.pending}>
              {t('cancel')}
            </button>
            <SubmitButton pending={edit.pending} pendingLabel={t('saving')}>
              {t('save')}
            </SubmitButton>
          </div>
        </form>
      ) : (
        <div className="profile-item__value">{view}</div>
      )}
      <p className="profile-item__saved" role="status">
        {edit.saved && !edit.editing ? t('saved') : ''}
      </p>
    </section>
  );
}

/** The text shown for a field without a value. */
export function EmptyValue({ children }: { children: ReactNode }) {
  return <span className="profile-item__empty">{children}</span>;
}
