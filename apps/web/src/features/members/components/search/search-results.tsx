import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MemberCard } from '@/components/member/member-card';
import { photoPriorityAt } from '@/components/member/member-card-parts';
import type { SearchResult } from '../../api/search-members';
import { PER_PAGE, type SearchState } from '../../lib/search-state';
import { Pagination } from './pagination';

interface SearchResultsProps {
  state: SearchState;
  result: SearchResult | undefined;
  loading: boolean;
  updating: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The count, a grid of member cards, paging, and similar members when few match. */
export function SearchResults({ state, result, loading, updating, error, onRetry }: SearchResultsProps) {
  const { t } = useTranslation('members');
  const { search } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);

  // Another page is a new screen: take focus (and a screen reader) to the results heading.
  useEffect(() => {
    if (mounted.current) headingRef.current?.focus();
    mounted.current = true;
  }, [state.pageNumber]);

  const count = result
    ? result.numResultsCapped
      ? t('search.countCapped', { limit: result.numResults })
      : t('search.count', { count: result.numResults })
    : '';
  const totalPages = result && !result.numResultsCapped ? Math.max(1, Math.ceil(result.numResults / PER_PAGE)) : null;

  return (
    // Until the first answer the results keep a screen's room, so the footer does not jump when the cards arrive.
    <section className={`search-results ${result || error ? '' : 'is-loading'}`} aria-labelledby="results-title" aria-busy={loading || updating}>
      <div className="section-header">
        <h2 id="results-title" ref={headingRef} tabIndex={-1}>
          {t('search.resultsTitle')}
        </h2>
        <p role="status" className="results-count">
          {loading ? t('search.loading') : count}
        </p>
      </div>
      {error ? (
        <Alert tone="danger" live>
          <p>{userMessage(error, t('search.failed'))}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={onRetry}>
            {t('retry')}
          </button>
        </Alert>
      ) : null}
      {result && result.profiles.length === 0 ? <p className="lead search-empty">{t('search.empty')}</p> : null}
      {result && result.profiles.length > 0 ? (
        <ul className={`member-grid ${updating ? 'is-updating' : ''}`} aria-label={t('search.resultsTitle')}>
          {result.profiles.map((profile, index) => (
            <MemberCard key={profile.id} profile={profile} fromSearch={search} priority={photoPriorityAt(index)} />
          ))}
        </ul>
      ) : null}
      {result ? <Pagination state={state} hasMore={result.hasMore} totalPages={totalPages} /> : null}
      {result && result.similarCount > 0 && result.similar.length > 0 ? (
        <section className="similar-members" aria-labelledby="similar-title">
          <h2 id="similar-title">{t('search.similarTitle')}</h2>
          <p className="field-hint">{t('search.similarText', { count: result.similarCount })}</p>
          <ul className="member-grid" aria-label={t('search.similarTitle')}>
            {result.similar.map((profile) => (
              <MemberCard key={profile.id} profile={profile} fromSearch={search} />
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
