import { Navigate, useLocation } from 'react-router';
import { useLocalizedPath } from '@/lib/localized-path';

/** For a members' page opened by a visitor: on to the login page, and back to this page (path and query) after. */
export function ToLogin() {
  const location = useLocation();
  const localizedPath = useLocalizedPath();
  const back = `${location.pathname}${location.search}`;
  return <Navigate to={`${localizedPath('login')}?redirect=${encodeURIComponent(back)}`} replace />;
}
