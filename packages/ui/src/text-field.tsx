import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessage, fieldDescribedBy } from './field-message';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  /** Extra content under the input (e.g. a suggestion), inside the field's group. */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error wired through aria-describedby. */
export function TextField({ id, label, error, hint, children, className = '', ref, ...input }: TextFieldProps) {
  return (
    <div className={`field ${error ? 'field-invalid' : ''} ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={id} error={error} />
      {children}
    </div>
  );
}
