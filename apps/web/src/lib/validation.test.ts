import { describe, expect, it } from 'vitest';
import { emailProblem } from './validation';

describe('e-mail address', () => {
  it('is required, needs one @ and a domain with a dot and at least two letters after it', () => {
    expect(emailProblem('')).toBe('emailRequired');
    expect(emailProblem('anna@example.nl')).toBeNull();
    expect(emailProblem('anna@example')).toBe('emailInvalid');
    expect(emailProblem('anna@example.n')).toBe('emailInvalid');
    expect(emailProblem('anna example@x.nl')).toBe('emailInvalid');
    expect(emailProblem('annaexample.nl')).toBe('emailInvalid');
  });
});
