import type { ReactNode } from 'react';

/** The ids an input points its aria-describedby at. */
export function fieldDescribedBy(id: string, { hint = false, error = false }: { hint?: boolean; error?: boolean }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The error under a field; its id is `<field id>-error`. */
export function FieldMessage({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  className?: string;
  /** The input or select, wired with `fieldAria(id, …)`. */
  control: ReactNode;
  /** Extra content under the message (e.g. a suggestion), inside the field's group. */
  children?: ReactNode;
}

/** The ARIA state of a field's control: invalid, and described by its hint and error. */
export function fieldAria(id: string, { hint, error }: { hint?: string; error?: string | null }) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(id, { hint: Boolean(hint), error: Boolean(error) }),
  } as const;
}

/** A field's group: label, the control, hint and error, then any extra content. */
export function FieldFrame({ id, label, error, hint, className = '', control, children }: FieldFrameProps) {
  return (
    <div className={`field ${error ? 'field-invalid' : ''} ${className}`}>
      <label htmlFor={id}>{label}</label>
      {control}
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
