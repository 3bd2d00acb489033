import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, fieldAria } from './field-message';

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
  const control = <input ref={ref} id={id} {...fieldAria(id, { hint, error })} {...input} />;
  return <FieldFrame {...{ id, label, error, hint, className, control }}>{children}</FieldFrame>;
}
