import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldAria } from './field-message';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** The text of the empty first option (e.g. "Choose" or "Any"); none when omitted. */
  emptyLabel?: string;
  error?: string | null;
  hint?: string;
  /** Extra content under the select, inside the field's group. */
  children?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with an optional empty choice, its hint and error wired through aria-describedby. */
export function SelectField({ id, label, options, emptyLabel, error, hint, children, className = '', ref, ...select }: SelectFieldProps) {
  const control = (
    <select ref={ref} id={id} {...fieldAria(id, { hint, error })} {...select}>
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return <FieldFrame {...{ id, label, error, hint, className, control }}>{children}</FieldFrame>;
}
