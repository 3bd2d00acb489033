import { COUNTRIES } from '@dating/contracts';
import { TextField } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { CountryRegionFields } from '@/components/country-region-fields';
import { isOneOf } from '@/lib/one-of';
import { useRegions } from '@/lib/settings/regions';
import { useSettings } from '@/lib/settings/site-settings';
import type { Geocode } from '../lib/geolocation-cache';
import { CITY_MAX_LENGTH } from '../lib/profile-values';
import { LocationButton } from './location-button';
import type { ProfileForm } from './use-profile-form';

/**
 * Where the member lives: country, region and place, typed in or found from the browser's position.
 * A position belongs to the place it was found for: editing the place by hand forgets it.
 */
export function LocationFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const regions = useRegions();
  const { values, errors, update } = form;

  /** Fills in what the geocode found; false when it lies outside the countries this site serves. */
  const applyGeocode = (geocode: Geocode): boolean => {
    const country = geocode.country;
    if (!isOneOf(COUNTRIES, country) || !settings.countries.includes(country)) return false;
    const known = regions.data?.[country]?.regions.some((item) => item.code === geocode.region) ?? false;
    update({
      country,
      region: known && geocode.region ? geocode.region : '',
      city: geocode.city ?? values.city,
      latitude: geocode.latitude,
      longitude: geocode.longitude,
    });
    return true;
  };

  return (
    <fieldset className="editor-section">
      <legend className="editor-legend">{t('editor.sections.location')}</legend>
      <LocationButton onLocated={applyGeocode} />
      <div className="field-row">
        <CountryRegionFields
          idPrefix="profile"
          country={values.country}
          region={values.region}
          onChange={(next) => update({ ...next, latitude: null, longitude: null })}
          emptyLabel={t('choose')}
          errors={{ country: errors.country, region: errors.region }}
        />
      </div>
      <TextField
        id="profile-city"
        label={t('fields.city')}
        value={values.city}
        onChange={(event) => update({ city: event.target.value, latitude: null, longitude: null })}
        error={errors.city}
        maxLength={CITY_MAX_LENGTH}
        autoComplete="address-level2"
      />
    </fieldset>
  );
}
