import type { Country } from '@dating/contracts';
import { SelectField } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useRegions } from '@/lib/settings/regions';
import { useSettings } from '@/lib/settings/site-settings';

interface CountryRegionFieldsProps {
  idPrefix: string;
  country: string;
  region: string;
  /** A new country also clears the region: regions belong to one country. */
  onChange: (next: { country: string; region: string }) => void;
  /** The text of the empty choice: "Choose" in a form, "Any" in a filter. */
  emptyLabel: string;
  errors?: { country?: string; region?: string };
}

/** The regions of a country and what that country calls them (province, state, canton …). */
export function useCountryRegions(country: string) {
  const regions = useRegions();
  return regions.data?.[country as Country] ?? null;
}

/** A country select and, for a country with regions, a region select labelled with the country's own word. */
export function CountryRegionFields({ idPrefix, country, region, onChange, emptyLabel, errors = {} }: CountryRegionFieldsProps) {
  const { t } = useTranslation('members');
  const { t: tr } = useTranslation('reference');
  const settings = useSettings();
  const countryRegions = useCountryRegions(country);
  const countries = settings.countries
    .map((code) => ({ value: code, label: tr(`countries.${code}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <>
      <SelectField
        id={`${idPrefix}-country`}
        label={t('fields.country')}
        options={countries}
        emptyLabel={emptyLabel}
        value={country}
        onChange={(event) => onChange({ country: event.target.value, region: '' })}
        error={errors.country}
        autoComplete="country"
      />
      {countryRegions && countryRegions.regions.length > 0 ? (
        <SelectField
          id={`${idPrefix}-region`}
          label={countryRegions.label}
          options={countryRegions.regions.map((item) => ({ value: item.code, label: item.name }))}
          emptyLabel={emptyLabel}
          value={region}
          onChange={(event) => onChange({ country, region: event.target.value })}
          error={errors.region}
        />
      ) : null}
    </>
  );
}
