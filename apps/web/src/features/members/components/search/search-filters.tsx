import { SEARCH_GENDERS, type SearchGender } from '@dating/contracts';
import { SelectField, TextField } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryRegionFields } from '@/components/country-region-fields';
import { MAX_AGE, MIN_AGE, filterValuesOf, searchFromFilters, type FilterValues, type SearchState } from '../../lib/search-state';

interface SearchFiltersProps {
  state: SearchState;
  /** The gender searched for when the URL names none: whom the member looks for, or everyone. */
  defaultGender: SearchGender;
  /** The default comes from the member's own profile (then the gender field says so). */
  fromProfile: boolean;
  onSearch: (next: SearchState) => void;
  onClear?: () => void;
}

/** Gender, country, region of that country and an age range; a search starts on submit. */
export function SearchFilters({ state, defaultGender, fromProfile, onSearch, onClear }: SearchFiltersProps) {
  const { t } = useTranslation('members');
  const { t: tr } = useTranslation('reference');
  const [values, setValues] = useState<FilterValues>(() => filterValuesOf(state, defaultGender));
  const set = (patch: Partial<FilterValues>) => setValues((previous) => ({ ...previous, ...patch }));

  const ageField = (field: 'min_age' | 'max_age') => (
    <TextField
      id={`search-${field.replace('_', '-')}`}
      type="number"
      inputMode="numeric"
      min={MIN_AGE}
      max={MAX_AGE}
      label={field === 'min_age' ? t('search.minAge') : t('search.maxAge')}
      placeholder={String(field === 'min_age' ? MIN_AGE : MAX_AGE)}
      value={values[field]}
      onChange={(event) => set({ [field]: event.target.value })}
    />
  );

  return (
    <form
      className="card search-filters"
      role="search"
      aria-label={t('search.filtersLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(searchFromFilters(values, defaultGender));
      }}
    >
      <div className="search-filter-fields">
        <SelectField
          id="search-gender"
          label={t('fields.gender')}
          options={SEARCH_GENDERS.map((value) => ({ value, label: value === 'any' ? t('any') : tr(`gender.${value}`) }))}
          hint={fromProfile ? t('search.genderFromProfile') : undefined}
          value={values.gender}
          onChange={(event) => set({ gender: event.target.value })}
        />
        <CountryRegionFields
          idPrefix="search"
          country={values.country}
          region={values.countryregion}
          onChange={({ country, region }) => set({ country, countryregion: region })}
          emptyLabel={t('any')}
        />
        <div className="age-range" role="group" aria-label={t('search.ageRange', { min: MIN_AGE, max: MAX_AGE })}>
          {ageField('min_age')}
          {ageField('max_age')}
        </div>
      </div>
      <div className="search-filter-actions">
        <button type="submit" className="btn btn-primary">
          {t('search.submit')}
        </button>
        {onClear ? (
          <button type="button" className="btn btn-ghost" onClick={onClear}>
            {t('search.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
