import { pathFor } from '@dating/i18n';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '@/lib/locale';
import { useCurrentRoute } from '@/lib/route-name';

/**
 * Every locale's path of a page resolves; a page reached under another language's path (or with
 * a trailing slash) is re-addressed to the active language's path, keeping query and hash.
 */
export function LocaleRedirect() {
  const route = useCurrentRoute();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const expected = route ? pathFor(route.name, locale, route.params) : null;

  useEffect(() => {
    if (expected && expected !== location.pathname) {
      navigate(`${expected}${location.search}${location.hash}`, { replace: true });
    }
  }, [expected, location.pathname, location.search, location.hash, navigate]);

  return null;
}
