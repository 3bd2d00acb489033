import { soughtGender } from '@dating/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { loadedVisitor, useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { useSettings } from '@/lib/settings/site-settings';
import { searchQueryOptions, useSearchMembers } from '../../api/search-members';
import { hasFilters, parseSearchState, toSearchParams, type SearchState } from '../../lib/search-state';
import { SearchFilters } from './search-filters';
import { SearchLoginPrompt } from './search-login-prompt';
import { SearchResults } from './search-results';

/** The search the page opens with (decision 075): fetched beside the page's code, before its first render. */
export async function membersFirstScreen(queryClient: QueryClient, { request }: { request: Request }): Promise<void> {
  const { user, settings } = loadedVisitor(queryClient);
  if (user === null && !settings?.logged_out_search_visible) return;
  await queryClient.prefetchQuery(searchQueryOptions(parseSearchState(new URL(request.url).searchParams), user?.id ?? null));
}

/** /members: the filters and the results; the whole search lives in the URL, so back restores it. */
export function MembersPage() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('members');
  const user = useCurrentUser();
  const settings = useSettings();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseSearchState(searchParams);
  // What the search looks for without a gender in the URL, as the API decides it: the member's own profile.
  const defaultGender = user ? soughtGender(user.profile.gender, user.profile.sexuality) : 'any';
  const allowed = user !== null || settings.logged_out_search_visible;
  const search = useSearchMembers(state, allowed);
  useDocumentTitle(t('pages.members.title'));

  const go = (next: SearchState) => {
    const params = toSearchParams(next);
    if (params.toString() === toSearchParams(state).toString()) void search.refetch();
    else setSearchParams(params);
  };
  // A null answer: the server wants a login first (the session ended, or the site changed its mind).
  const loginNeeded = !allowed || search.data === null;
  const filterKey = toSearchParams({ ...state, pageNumber: 1 }).toString();

  return (
    <div className="page members-page">
      <header className="page-header">
        <h1>{t('pages.members.title')}</h1>
        <p className="lead">{tm('search.intro')}</p>
      </header>
      {loginNeeded ? (
        <SearchLoginPrompt />
      ) : (
        <div className="search-layout">
          {/* A new key when the URL's filters change (back/forward) gives the form the URL's values. */}
          <SearchFilters key={`${filterKey}|${defaultGender}`} state={state} defaultGender={defaultGender} fromProfile={user !== null && !state.gender} onSearch={go} onClear={hasFilters(state) ? () => go({ pageNumber: 1 }) : undefined} />
          <SearchResults
            state={state}
            result={search.data ?? undefined}
            loading={search.isPending && search.fetchStatus !== 'idle'}
            updating={search.isPlaceholderData}
            error={search.error}
            onRetry={() => void search.refetch()}
          />
        </div>
      )}
    </div>
  );
}
