import type { ReactNode } from 'react';
import { Alert } from './alert';
import { FieldMessage } from './field-message';

/** The message above a form that no field takes (a failed call, a wrong password …); nothing without one. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert tone="danger" live>
      {message}
    </Alert>
  );
}

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  /** Shown while the form is being sent (the button is disabled then). */
  pendingLabel: string;
  className?: string;
}

/** A form's submit button: disabled with its "…ing" text while the form is sent. */
export function SubmitButton({ pending, label, pendingLabel, className = 'btn btn-primary' }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}

export interface Choice<V extends string> {
  value: V;
  label: string;
}

interface ChoiceGroupProps<V extends string> {
  /** The group's id: its error is `<id>-error`. */
  id: string;
  name: string;
  legend: ReactNode;
  choices: readonly Choice<V>[];
  value: V | '' | null | undefined;
  onChange: (value: V) => void;
  error?: string | null;
  /** Extra classes of the fieldset and of the box around the choices. */
  className?: string;
  choicesClassName?: string;
}

/** A required single choice as radio buttons in a fieldset, with its error wired to the group. */
export function ChoiceGroup<V extends string>({ id, name, legend, choices, value, onChange, error, className, choicesClassName }: ChoiceGroupProps<V>) {
  return (
    <fieldset className={className ? `choice-group ${className}` : 'choice-group'} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className={choicesClassName ? `choices ${choicesClassName}` : 'choices'}>
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  );
}

interface CheckboxFieldProps {
  /** The field's id: its error is `<id>-error`. */
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  /** The label next to the box. */
  children: ReactNode;
}

/** A checkbox that must be ticked (terms, privacy), with its error under it. */
export function CheckboxField({ id, checked, onChange, error, children }: CheckboxFieldProps) {
  return (
    <div className={`field ${error ? 'field-invalid' : ''}`}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
