import { pathFor, type RouteName, type RouteParams } from '@dating/i18n';
import { useCallback, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { useLocale } from './locale';

/** Builds paths of named routes in the active language: `localizedPath('member', { id: 7 })`. */
export function useLocalizedPath(): (name: RouteName, params?: RouteParams) => string {
  const locale = useLocale();
  return useCallback((name: RouteName, params?: RouteParams) => pathFor(name, locale, params), [locale]);
}

type LocalLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  to: RouteName;
  params?: RouteParams;
  /** Query string without or with the leading "?". */
  search?: string;
  hash?: string;
};

/** A link to a named route, in the active language. */
export function LocalLink({ to, params, search, hash, ...rest }: LocalLinkProps) {
  const localizedPath = useLocalizedPath();
  const query = search ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return <Link to={`${localizedPath(to, params)}${query}${fragment}`} {...rest} />;
}
