import type { RouteName } from '@dating/i18n';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useInstalledApp } from '@/lib/installed-app';
import { useCurrentRoute } from '@/lib/route-name';

/** The pages of spec section 2 that get a back button in the installed app (which has no browser bar). */
const WITH_BACK: ReadonlySet<RouteName> = new Set<RouteName>(['member', 'likesType', 'likesMember', 'credits', 'creditsPay']);

/** Whether this tab has been somewhere before the current page (react-router counts entries in history.state.idx). */
function hasHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Back, in the header of the installed app on the pages above, when there is somewhere to go back to. */
export function AppBackButton() {
  const { t } = useTranslation();
  const installed = useInstalledApp();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  // Re-read on every page change: the location key changes with each navigation.
  useLocation();
  if (!installed || !route || !WITH_BACK.has(route.name) || !hasHistory()) return null;
  return (
    <button type="button" className="app-back" onClick={() => void navigate(-1)}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">{t('nav.back')}</span>
    </button>
  );
}
