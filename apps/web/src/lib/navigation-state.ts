// What one page hands another in the router's location state.

/** What a link from the search results hands to the profile page: the search to go back to. */
export interface MemberLinkState {
  /** The query string of the search, with its "?" (or ''). */
  fromSearch: string;
}

export function fromSearchOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Partial<MemberLinkState>).fromSearch;
  return typeof value === 'string' && (value === '' || value.startsWith('?')) ? value : null;
}

/** What another page may hand to the login page: a notice to show above the form. */
export interface LoginPageState {
  notice: 'passwordReset';
}
