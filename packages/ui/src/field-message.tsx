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
