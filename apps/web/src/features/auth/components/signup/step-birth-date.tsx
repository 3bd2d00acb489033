import { FieldMessage } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale';
import { useSettings } from '@/lib/settings/site-settings';
import type { SignupForm } from './use-signup-form';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const OLDEST_AGE = 100;

/** Step 1: date of birth as three selects; the member must be at least min_age. */
export function StepBirthDate({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const locale = useLocale();
  const { values, errors, update } = form;
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: OLDEST_AGE - settings.min_age + 1 }, (_, i) => thisYear - settings.min_age - i);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const error = errors.date_of_birth;
  const describedBy = ['signup-birth-hint', error ? 'signup-birth-error' : null].filter(Boolean).join(' ');

  const select = (field: 'day' | 'month' | 'year', options: { value: number; label: string }[]) => (
    <div className="field">
      <label htmlFor={`signup-birth-${field}`}>{t(`signup.birthDate.${field}`)}</label>
      <select
        id={`signup-birth-${field}`}
        value={values[field]}
        onChange={(event) => update(field, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete={`bday-${field}`}
      >
        <option value="">{t(`signup.birthDate.choose.${field}`)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset className="date-group">
      <legend>{t('signup.birthDate.legend')}</legend>
      <p id="signup-birth-hint" className="field-hint">
        {t('signup.birthDate.hint', { min_age: settings.min_age })}
      </p>
      <div className="date-selects">
        {select('day', DAYS.map((d) => ({ value: d, label: String(d) })))}
        {select('month', MONTHS.map((m) => ({ value: m, label: monthName.format(new Date(Date.UTC(2000, m - 1, 1))) })))}
        {select('year', years.map((y) => ({ value: y, label: String(y) })))}
      </div>
      <FieldMessage id="signup-birth" error={error} />
    </fieldset>
  );
}
