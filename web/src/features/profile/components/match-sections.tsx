import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/text-field';
import type { OwnProfile } from '../api/profile';
import { APPEARANCES, ETHNICITIES } from '../lib/choices';
import { ethnicityChanges, type EthnicityDraft } from '../lib/match-attributes';
import { EditableSection, EmptyValue } from './editable-section';
import { useSectionEdit } from './use-section-edit';

/**
 * The match finder's attributes: private to the member, they only rank match-finder results. Ethnicity
 * is special-category data (GDPR art. 9), so it is asked only behind an explicit, unticked consent.
 */
export function MatchSections({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  return (
    <section className="surface profile-card" aria-labelledby="profile-match">
      <h2 id="profile-match" className="profile-card__title">
        {t('sections.matchFinder')}
      </h2>
      <p className="profile-item__note">{t('matchFinder.private')}</p>
      <AppearanceSection profile={profile} />
      <EthnicitySection profile={profile} />
    </section>
  );
}

function AppearanceSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const edit = useSectionEdit<string>(
    profile,
    (p) => p.appearance ?? '',
    (value) => ({ appearance: (value || null) as OwnProfile['appearance'] }),
    ['appearance'],
  );
  return (
    <EditableSection
      name="appearance"
      title={t('fields.appearance')}
      edit={edit}
      view={
        profile.appearance ? (
          <span className="profile-item__text">{t(`choices.appearance.${profile.appearance}`)}</span>
        ) : (
          <EmptyValue>{t('notSpecified')}</EmptyValue>
        )
      }
      form={
        <SelectField
          label={t('fields.appearance')}
          error={edit.errors.fields.appearance}
          value={edit.draft}
          placeholder={t('notSpecified')}
          options={APPEARANCES.map((value) => ({ value, label: t(`choices.appearance.${value}`) }))}
          onValueChange={(value) => edit.setDraft(() => value)}
        />
      }
    />
  );
}

function EthnicitySection({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation('profile');
  const consentId = useId();
  const edit = useSectionEdit<EthnicityDraft>(
    profile,
    // ticked only when the member consented before: the box is never ticked for them
    (p) => ({ consent: p.ethnicity_consent_at !== null, ethnicity: p.ethnicity ?? '' }),
    ethnicityChanges,
    ['ethnicity', 'ethnicity_consent'],
  );
  const consentedAt = profile.ethnicity_consent_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(profile.ethnicity_consent_at),
      )
    : null;
  const consentError = edit.errors.fields.ethnicity_consent;
  return (
    <EditableSection
      name="ethnicity"
      title={t('fields.ethnicity')}
      edit={edit}
      view={
        profile.ethnicity ? (
          <span className="profile-item__text">
            {t(`choices.ethnicity.${profile.ethnicity}`)}
            {consentedAt ? (
              <span className="profile-item__consent">
                {t('matchFinder.consentGiven', { date: consentedAt })}
              </span>
            ) : null}
          </span>
        ) : (
          <EmptyValue>{t('notSpecified')}</EmptyValue>
        )
      }
      form={
        <>
          <div className={['field', consentError ? 'field--invalid' : null].filter(Boolean).join(' ')}>
            <div className="profile-consent">
              <input
                id={consentId}
                type="checkbox"
                name="ethnicity_consent"
                checked={edit.draft.consent}
                onChange={(event) => {
                  const consent = event.target.checked;
                  // unticking withdraws: the value goes with it
                  edit.setDraft((draft) => ({ consent, ethnicity: consent ? draft.ethnicity : '' }));
                }}
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? `${consentId}-error` : undefined}
              />
              <label htmlFor={consentId}>{t('matchFinder.consent')}</label>
            </div>
            {consentError ? (
              <p id={`${consentId}-error`} className="field__error">
                {consentError}
              </p>
            ) : null}
          </div>
          <SelectField
            label={t('fields.ethnicity')}
            error={edit.errors.fields.ethnicity}
            hint={edit.draft.consent ? undefined : t('matchFinder.consentFirst')}
            value={edit.draft.ethnicity}
            disabled={!edit.draft.consent}
            placeholder={t('notSpecified')}
            options={ETHNICITIES.map((value) => ({ value, label: t(`choices.ethnicity.${value}`) }))}
            onValueChange={(ethnicity) => edit.setDraft((draft) => ({ ...draft, ethnicity }))}
          />
        </>
      }
    />
  );
}
