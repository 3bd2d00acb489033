import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldMessage } from './field-message';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children' | 'value'> {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  /** The counter text, e.g. "120 / 5000 characters"; its id is `<id>-counter`. */
  counter: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea with a character counter under it (spec section 5: texts show a counter). */
export function TextareaField({ id, label, value, maxLength, counter, error, hint, className = '', ref, ...textarea }: TextareaFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, `${id}-counter`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const nearLimit = value.length > maxLength * 0.9;
  return (
    <div className={`field ${error ? 'field-invalid' : ''} ${className}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <p id={`${id}-counter`} className={`field-counter ${nearLimit ? 'field-counter-near' : ''}`}>
        {counter}
      </p>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
