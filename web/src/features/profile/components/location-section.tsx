import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { regionLabel } from '../../../lib/region-label';
import { useProfileRegions } from '../api/lists';
import type { OwnProfile } from '../api/profile';
import { MAX_CITY_LENGTH } from '../lib/choices';
import { sortCountries } from '../../../lib/country-names';
import { EditableSection, EmptyValue } from './editable-section';
import { useProfileEnvironment } from './profile-environment';
import { useCountryNames } from '../../../lib/use-country-names';
import { useSectionEdit } from './use-section-edit';
import { SelectField, TextField } from '../../../components/ui/text-field';

interface LocationDraft {
  country: string;
  /** '' for no region */
  regionId: string;
  city: string;
}

/** Country, region (named after the country: province, state, …) and city. */
export function LocationSection({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('profile');
  const env = useProfileEnvironment();
  const { language, countryName } = useCountryNames();
  const edit = useSectionEdit<LocationDraft>(
    profile,
    (p) => ({ country: p.country, regionId: p.region_id ? String(p.region_id) : '', city: p.city }),
    (draft) => ({
      country: draft.country,
      region_id: draft.regionId ? Number(draft.regionId) : null,
      city: draft.city.trim(),
    }),
    ['country', 'region_id', 'city'],
  );
  const countries = useMemo(() => {
    // the member's country stays choosable even if the site no longer serves it
    const codes = env.countries.includes(profile.country)
      ? env.countries
      : [...env.countries, profile.country];
    return sortCountries(codes.filter(Boolean), countryName, language);
  }, [env.countries, profile.country, countryName, language]);
  const regions = useProfileRegions(edit.editing ? edit.draft.country : '');
  const regionList = regions.data ?? [];
  const draftLabel = t(`regionLabel.${regionLabel(edit.draft.country)}`);

  return (
    <EditableSection
      name="location"
      title={t('fields.location')}
      edit={edit}
      view={
        <dl className="facts profile-facts">
          <div>
            <dt>{t('fields.country')}</dt>
            <dd>{countryName(profile.country)}</dd>
          </div>
          <div>
            <dt>{t(`regionLabel.${regionLabel(profile.country)}`)}</dt>
            <dd>{profile.region ?? <EmptyValue>{t('notSpecified')}</EmptyValue>}</dd>
          </div>
          <div>
            <dt>{t('fields.city')}</dt>
            <dd>{profile.city || <EmptyValue>{t('notSpecified')}</EmptyValue>}</dd>
          </div>
        </dl>
      }
      form={
        <>
          <SelectField
            label={t('fields.country')}
            error={edit.errors.fields.country}
            autoComplete="country"
            value={edit.draft.country}
            options={countries.map((code) => ({ value: code, label: countryName(code) }))}
            onValueChange={(country) => edit.setDraft((draft) => ({ ...draft, country, regionId: '' }))}
          />
          <SelectField
            label={draftLabel}
            error={edit.errors.fields.region_id}
            hint={regions.isError ? t('errors.regions') : undefined}
            value={edit.draft.regionId}
            disabled={regions.isPending || regionList.length === 0}
            aria-busy={regions.isPending || undefined}
            placeholder={regions.isPending ? t('loading') : t('choose')}
            options={regionList.map((region) => ({ value: String(region.id), label: region.name }))}
            onValueChange={(regionId) => edit.setDraft((draft) => ({ ...draft, regionId }))}
          />
          <TextField
            label={t('fields.city')}
            error={edit.errors.fields.city}
            name="city"
            autoComplete="address-level2"
            maxLength={MAX_CITY_LENGTH}
            value={edit.draft.city}
            onValueChange={(value) => edit.setDraft((draft) => ({ ...draft, city: value }))}
          />
        </>
      }
    />
  );
}
