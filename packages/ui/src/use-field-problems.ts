import { useCallback, useState } from 'react';

/**
 * The problems a form found before sending, one message per field; editing a field clears its
 * message (`clear`), the next submission sets them all again (`setProblems`).
 */
export function useFieldProblems<F extends string>() {
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const clear = useCallback((field: F) => setProblems((previous) => ({ ...previous, [field]: undefined })), []);
  return { problems, setProblems, clear };
}
