import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, getRegions, type Country } from '@dating/contracts';
import { SelectField } from '@dating/ui';
import { api } from '@/lib/api';

/**
 * A chat-pal's country and, for a country with regions, its region (province, state, canton …), as
 * members choose theirs: a region search finds the chat-pal only with one. Another country clears the
 * region, which belongs to one country. The region names come from the server, the labels from the
 * console's language.
 */
export function CountryRegionChoice({
  country,
  region,
  onChange,
  errors,
}: {
  country: string;
  region: string;
  onChange: (next: { country: string; region: string }) => void;
  errors: { country: string | null; region: string | null };
}) {
  const { t } = useTranslation();
  const regions = useQuery({ queryKey: ['regions'], queryFn: async () => (await api.callStrict(getRegions, {})).regions, staleTime: Infinity });
  const ofCountry = regions.data?.[country as Country];
  const countries = COUNTRIES.map((code) => ({ value: code, label: t(`reference:countries.${code}`) })).sort((a, b) => a.label.localeCompare(b.label));
  return (
    <>
      <SelectField
        id="pal-country"
        label={t('fictional.fields.country')}
        value={country}
        emptyLabel={t('fictional.notSaid')}
        options={countries}
        onChange={(e) => onChange({ country: e.target.value, region: '' })}
        error={errors.country}
      />
      {ofCountry && ofCountry.regions.length > 0 && (
        <SelectField
          id="pal-region"
          label={t(`reference:regionKind.${ofCountry.kind}`)}
          hint={t('fictional.regionHint')}
          value={region}
          emptyLabel={t('fictional.notSaid')}
          options={ofCountry.regions.map((r) => ({ value: r.code, label: r.name }))}
          onChange={(e) => onChange({ country, region: e.target.value })}
          error={errors.region}
        />
      )}
    </>
  );
}
