import type { SignupBody } from '@dating/contracts';
import { ageOn, parseIsoDate } from '../../lib/dates.js';
import { isValidEmail, suggestEmail } from '../../lib/email.js';

export interface SignupRuleContext {
  today: Date;
  minAge: number;
  countries: readonly string[];
}

export interface SignupRuleResult {
  /** Field path -> message key (errors:field.<key>). */
  fields: Record<string, string>;
  /** A corrected e-mail address, when the domain looks like a typo. */
  suggestion: string | null;
}

/** Letters of any script, digits, space, dot, dash, underscore and apostrophe. */
const NAME_PATTERN = /^[\p{L}\p{N} ._'-]+$/u;

/**
 * The signup rules of spec section 5 beyond the schema: name vs e-mail, the @ rule,
 * a real date of birth with the minimum age, the e-mail syntax with a suggestion.
 */
export function checkSignupRules(body: SignupBody, ctx: SignupRuleContext): SignupRuleResult {
  const fields: Record<string, string> = {};
  const email = body.email.trim();
  const name = body.name.trim();

  let suggestion: string | null = null;
  if (!isValidEmail(email)) {
    fields.email = 'email_invalid';
  } else {
    suggestion = suggestEmail(email);
  }

  const lowerName = name.toLowerCase();
  const lowerEmail = email.toLowerCase();
  if (name.startsWith('@')) fields.name = 'name_starts_with_at';
  // The name is shown to other members: it must not give the address away.
  else if (lowerName === lowerEmail) fields.name = 'name_equals_email';
  else if (!NAME_PATTERN.test(name)) fields.name = 'name_invalid_characters';

  const birth = parseIsoDate(body.date_of_birth);
  if (!birth || ageOn(birth, ctx.today) > 120) fields.date_of_birth = 'invalid_date';
  else if (ageOn(birth, ctx.today) < ctx.minAge) fields.date_of_birth = 'min_age';

  if (body.country && !ctx.countries.includes(body.country.toUpperCase())) fields.country = 'unknown_country';

  return { fields, suggestion };
}
