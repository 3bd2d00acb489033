import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@dating/ui';

/** A one-field search form (a member's id or e-mail, a payment's id) whose value lives in the page's address. */
export function SearchForm({ id, label, hint, initial, onSearch }: { id: string; label: string; hint: string; initial: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSearch(value.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="money-search" aria-label={label}>
      <TextField id={id} label={label} hint={hint} value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="submit" className="btn btn-primary">
        {t('money.search')}
      </button>
    </form>
  );
}
