/**
 * Whether `value` is one of `list`: checks a query parameter or an answer's field against a list from the
 * contracts (COUNTRIES, SEARCH_GENDERS) without their zod schema, which the site's build leaves out (decision 069).
 */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
