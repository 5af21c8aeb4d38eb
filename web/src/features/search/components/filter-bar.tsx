import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { regionLabel } from '../../../lib/region-label';
import { useCountryNames } from '../../../lib/use-country-names';
import { AGES, DISTANCES, FILTER_NAMES, type SearchFilters } from '../lib/search-filters';

export interface FilterBarProps {
  filters: SearchFilters;
  /** `countries` of the site settings. */
  countries: string[];
  /** `search_fields` of the site settings: which filters the site offers. */
  fields: string[];
  /** The regions of a country (GET /api/regions.php), handed in by the route. */
  useRegions: (country: string | undefined) => { id: number; name: string }[] | undefined;
  /** Distance needs the member's own place: members only. */
  canUseDistance: boolean;
  onSearch: (filters: SearchFilters) => void;
}

interface FilterSelectProps {
  label: string;
  value: string | undefined;
  /** the first option, for no filter */
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

/** One filter as a labelled select whose first option is "any". */
function FilterSelect({ label, value, anyLabel, options, onChange }: FilterSelectProps) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className="input" value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">{anyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The search form: the filters the site offers; applied with the Search button (or Enter). */
export function FilterBar({
  filters,
  countries,
  fields,
  useRegions,
  canUseDistance,
  onSearch,
}: FilterBarProps) {
  const { t } = useTranslation('member');
  const { countryName } = useCountryNames();
  const [draft, setDraft] = useState<SearchFilters>(filters);
  const [open, setOpen] = useState(false);
  const regions = useRegions(draft.country);
  const offers = (field: string) => fields.includes(field);
  // how many filters apply besides the gender, shown on the folded form's button (phones)
  const active = FILTER_NAMES.filter((name) => name !== 'gender' && filters[name]).length;
  const set = (name: keyof SearchFilters, value: string) =>
    setDraft((current) => ({
      ...current,
      [name]: value || undefined,
      ...(name === 'country' ? { countryregion: undefined } : {}),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onSearch(draft);
  };

  return (
    <form className="search-filters" role="search" aria-label={t('search.filtersLabel')} onSubmit={submit}>
      <Button
        type="button"
        variant="ghost"
        className="search-filters__toggle"
        aria-expanded={open}
        aria-controls="search-filter-fields"
        onClick={() => setOpen((value) => !value)}
      >
        {t('search.filters')}
        {active ? <Badge>{active}</Badge> : null}
      </Button>
      <div id="search-filter-fields" className="search-filters__fields" data-open={open || undefined}>
        {offers('gender') ? (
          <Field label={t('search.gender')}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={draft.gender ?? ''}
                onChange={(e) => set('gender', e.target.value)}
              >
                <option value="">{t('search.genderSought')}</option>
                <option value="female">{t('search.women')}</option>
                <option value="male">{t('search.men')}</option>
                <option value="both">{t('search.everyone')}</option>
              </select>
            )}
          </Field>
        ) : null}
        {offers('min_age') || offers('max_age') ? (
          <fieldset className="search-filters__ages">
            <legend className="field__label">{t('search.age')}</legend>
            <select
              className="input"
              aria-label={t('search.minAge')}
              value={draft.min_age ?? ''}
              onChange={(e) => set('min_age', e.target.value)}
            >
              <option value="">{t('search.from')}</option>
              {AGES.map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </select>
            <span aria-hidden="true">–</span>
            <select
              className="input"
              aria-label={t('search.maxAge')}
              value={draft.max_age ?? ''}
              onChange={(e) => set('max_age', e.target.value)}
            >
              <option value="">{t('search.to')}</option>
              {AGES.filter((age) => !draft.min_age || Number(age) >= Number(draft.min_age)).map((age) => (
                <option key={age} value={age}>
                  {age}
                </option>
              ))}
            </select>
          </fieldset>
        ) : null}
        {offers('country') && countries.length > 1 ? (
          <FilterSelect
            label={t('search.country')}
            value={draft.country}
            anyLabel={t('search.anyCountry')}
            options={countries.map((code) => ({ value: code, label: countryName(code) }))}
            onChange={(value) => set('country', value)}
          />
        ) : null}
        {offers('countryregion') && draft.country && regions?.length ? (
          <FilterSelect
            label={t(`search.regionLabel.${regionLabel(draft.country)}`)}
            value={draft.countryregion}
            anyLabel={t('search.anyRegion')}
            options={regions.map((region) => ({ value: String(region.id), label: region.name }))}
            onChange={(value) => set('countryregion', value)}
          />
        ) : null}
        {canUseDistance ? (
          <FilterSelect
            label={t('search.distance')}
            value={draft.distance}
            anyLabel={t('search.anyDistance')}
            options={DISTANCES.map((km) => ({ value: km, label: t('search.withinKm', { km }) }))}
            onChange={(value) => set('distance', value)}
          />
        ) : null}
        <Button type="submit" className="search-filters__submit">
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
